import { Group, TextInput } from '@mantine/core';
import { RISK_LEVEL_LABELS, RISK_LEVELS_DESCENDING } from '@riskscreen/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FilterBarProps } from '../../../components/entity-list/entity-list-page.tsx';
import { FilterMultiSelect } from '../../../components/ui/filter-multi-select.tsx';
import type { CustomerListFilters } from '../list-filters.ts';

const RISK_OPTIONS = RISK_LEVELS_DESCENDING.map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));

/** The customer list's search (a part of the customer id, applied on Enter) and its risk level filter. */
export function CustomerListFilterBar({ filters, onChange }: FilterBarProps<CustomerListFilters>) {
  const [text, setText] = useState(filters.q);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Customer ID"
        placeholder="Search customer id"
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ q: text.trim() });
        }}
        onBlur={() => text.trim() !== filters.q && onChange({ q: text.trim() })}
        w={260}
        data-testid="customer-search"
      />
      <FilterMultiSelect
        label="Risk Level"
        placeholder={filters.risk_level.length ? undefined : 'Any'}
        data={RISK_OPTIONS}
        value={filters.risk_level.map(String)}
        onChange={(values) => onChange({ risk_level: values.map(Number) })}
        w={240}
        data-testid="customer-risk-filter"
      />
    </Group>
  );
}
