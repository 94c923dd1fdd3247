import { Button, Group, Select, TextInput } from '@mantine/core';
import { RISK_LEVEL_LABELS, RISK_LEVELS_DESCENDING } from '@riskscreen/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CHAIN_FILTER_OPTIONS } from '../../../components/entity-list/chain-filter-options.ts';
import { useRuleNameChoices } from '../../../components/entity-list/use-rule-name-choices.ts';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { FilterMultiSelect } from '../../../components/ui/filter-multi-select.tsx';
import { hasFilters, NO_FILTERS, type TransactionListFilters } from '../list-filters.ts';

const RISK_OPTIONS = RISK_LEVELS_DESCENDING.map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));

/** Whether the entity belongs to a case (the server's is_included_in_case). */
const IN_CASE_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
/** onChange gets only what changed: the page applies it to the filters as they are then (see setFilters). */
type Props = { filters: TransactionListFilters; onChange: (patch: Partial<TransactionListFilters>) => void };

/** The three date ranges: added, last screened (updated) and transaction date. */
type DateRangeName = 'created' | 'updated' | 'transaction';

/** Transaction rules (rule_type 0) name the alerts of transactions. */
const TRANSACTION_RULES = 0;

/**
 * The list's filters: identifier, risk level, blockchain, date added, last screened and transaction date ranges,
 * and the rule that raised an alert.
 */
export function TransactionListFilterBar({ filters, onChange }: Props) {
  const [q, setQ] = useState(filters.q);
  const rules = useRuleNameChoices(TRANSACTION_RULES);
  const set = onChange;
  const dates = (range: DateRangeName, labels: [string, string]) => (
    <DateRangeInputs
      start={filters[`${range}_start_date`]}
      end={filters[`${range}_end_date`]}
      startLabel={labels[0]}
      endLabel={labels[1]}
      onChange={({ start, end }) => set({ [`${range}_start_date`]: start, [`${range}_end_date`]: end })}
    />
  );
  return (
    <Group gap="xs" align="flex-end" data-testid="transaction-filters">
      <TextInput
        size="xs"
        label="Transaction"
        placeholder="Search by hash"
        leftSection={<IconSearch size={14} />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set({ q });
        }}
        onBlur={() => q !== filters.q && set({ q })}
        w={220}
      />
      <FilterMultiSelect
        size="xs"
        label="Risk Level"
        placeholder={filters.risk_level.length === 0 ? 'All' : undefined}
        data={RISK_OPTIONS}
        value={filters.risk_level.map(String)}
        onChange={(values) => set({ risk_level: values.map(Number) })}
        w={200}
      />
      <FilterMultiSelect
        size="xs"
        label="Blockchain"
        placeholder={filters.currency.length === 0 ? 'All' : undefined}
        data={CHAIN_FILTER_OPTIONS}
        value={filters.currency.map(String)}
        onChange={(values) => set({ currency: values.map(Number) })}
        w={220}
      />
      {dates('created', ['Added from', 'Added to'])}
      {dates('updated', ['Screened from', 'Screened to'])}
      {dates('transaction', ['Transaction from', 'Transaction to'])}
      <Select
        size="xs"
        label="Rule"
        placeholder="All"
        searchable
        clearable
        nothingFoundMessage="Nothing found"
        data={[...new Set([...(rules.data ?? []), ...(filters.rule_name ? [filters.rule_name] : [])])]}
        value={filters.rule_name}
        onChange={(value) => set({ rule_name: value || null })}
        w={220}
      />
      <Select
        size="xs"
        label="In a Case"
        placeholder="All"
        clearable
        data={IN_CASE_OPTIONS}
        value={filters.is_included_in_case}
        onChange={(value) =>
          set({ is_included_in_case: value === 'true' || value === 'false' ? value : null })
        }
        w={110}
      />
      <Button
        size="xs"
        variant="subtle"
        disabled={!hasFilters(filters)}
        onClick={() => {
          setQ('');
          onChange(NO_FILTERS);
        }}
      >
        Reset all
      </Button>
    </Group>
  );
}
