import { Button, Select, TextInput } from '@mantine/core';
import { RISK_LEVEL_LABELS, RISK_LEVELS_DESCENDING } from '@riskscreen/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { NumberListFilterSelect } from '../ui/list-filter-select.tsx';
import { CHAIN_FILTER_OPTIONS } from './chain-filter-options.ts';

/**
 * The filter fields the address and transaction lists share: the identifier search, risk level, blockchain, the
 * rule that raised an alert, whether the object is in a case, and Reset all. Each answers with what changed only.
 */

const RISK_OPTIONS = RISK_LEVELS_DESCENDING.map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));

/** Whether the entity belongs to a case (the server's is_included_in_case). */
const IN_CASE_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The search applies on Enter or on leaving the field; a reset elsewhere empties it. */
export function IdentifierSearch(props: {
  label: string;
  placeholder: string;
  value: string;
  onApply: (q: string) => void;
}) {
  const [q, setQ] = useState(props.value);
  useEffect(() => setQ(props.value), [props.value]);
  return (
    <TextInput
      size="xs"
      label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={14} />}
      value={q}
      onChange={(event) => setQ(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') props.onApply(q);
      }}
      onBlur={() => q !== props.value && props.onApply(q)}
      w={220}
    />
  );
}

export function RiskLevelFilter(props: { value: number[]; onChange: (levels: number[]) => void }) {
  return (
    <NumberListFilterSelect
      label="Risk Level"
      data={RISK_OPTIONS}
      value={props.value}
      onChange={props.onChange}
      w={200}
    />
  );
}

export function BlockchainFilter(props: { value: number[]; onChange: (chains: number[]) => void }) {
  return (
    <NumberListFilterSelect
      label="Blockchain"
      data={CHAIN_FILTER_OPTIONS}
      value={props.value}
      onChange={props.onChange}
      w={220}
    />
  );
}

/** The rule names offered, with the chosen one kept even when the list no longer has it. */
export function RuleFilter(props: {
  rules: string[] | undefined;
  value: string | null;
  onChange: (rule: string | null) => void;
}) {
  return (
    <Select
      size="xs"
      label="Rule"
      placeholder="All"
      searchable
      clearable
      nothingFoundMessage="Nothing found"
      data={[...new Set([...(props.rules ?? []), ...(props.value ? [props.value] : [])])]}
      value={props.value}
      onChange={(value) => props.onChange(value || null)}
      w={220}
    />
  );
}

export function InCaseFilter(props: {
  value: 'true' | 'false' | null;
  onChange: (value: 'true' | 'false' | null) => void;
}) {
  return (
    <Select
      size="xs"
      label="In a Case"
      placeholder="All"
      clearable
      data={IN_CASE_OPTIONS}
      value={props.value}
      onChange={(value) => props.onChange(value === 'true' || value === 'false' ? value : null)}
      w={110}
    />
  );
}

export function ResetFiltersButton(props: { isDisabled: boolean; onReset: () => void }) {
  return (
    <Button size="xs" variant="subtle" disabled={props.isDisabled} onClick={props.onReset}>
      Reset all
    </Button>
  );
}
