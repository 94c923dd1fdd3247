import { Group } from '@mantine/core';
import {
  BlockchainFilter,
  IdentifierSearch,
  InCaseFilter,
  ResetFiltersButton,
  RiskLevelFilter,
  RuleFilter,
} from '../../../components/entity-list/list-filter-fields.tsx';
import { useRuleNameChoices } from '../../../components/entity-list/use-rule-name-choices.ts';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { hasFilters, NO_FILTERS, type TransactionListFilters } from '../list-filters.ts';

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
      <IdentifierSearch
        label="Transaction"
        placeholder="Search by hash"
        value={filters.q}
        onApply={(q) => set({ q })}
      />
      <RiskLevelFilter value={filters.risk_level} onChange={(risk_level) => set({ risk_level })} />
      <BlockchainFilter value={filters.currency} onChange={(currency) => set({ currency })} />
      {dates('created', ['Added from', 'Added to'])}
      {dates('updated', ['Screened from', 'Screened to'])}
      {dates('transaction', ['Transaction from', 'Transaction to'])}
      <RuleFilter rules={rules.data} value={filters.rule_name} onChange={(rule_name) => set({ rule_name })} />
      <InCaseFilter
        value={filters.is_included_in_case}
        onChange={(is_included_in_case) => set({ is_included_in_case })}
      />
      <ResetFiltersButton isDisabled={!hasFilters(filters)} onReset={() => onChange(NO_FILTERS)} />
    </Group>
  );
}
