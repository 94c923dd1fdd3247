import { Group, Select } from '@mantine/core';
import { RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import type { FilterBarProps } from '../../../components/entity-list/entity-list-page.tsx';
import { type FilterChip, FilterChips } from '../../../components/entity-list/filter-chips.tsx';
import { FilterPanel } from '../../../components/entity-list/filter-panel.tsx';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { NumberListFilterSelect } from '../../../components/ui/list-filter-select.tsx';
import { useWorkspaceMembers } from '../api.ts';
import { type CaseFilters, countFilters, NO_SAVED_FILTERS } from '../case-filters.ts';
import { caseStatusLabel } from './case-status-badge.tsx';
import { TextFilter } from './text-filter.tsx';

const STATUS_OPTIONS = [1, 3, 4, 2].map((s) => ({ value: String(s), label: caseStatusLabel(s) }));
const LEVEL_OPTIONS = ([5, 4, 3, 2, 1, 0] as const).map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));

const names = (values: readonly number[], nameOf: (value: number) => string) => values.map(nameOf).join(', ');

/**
 * The case list's filters (spec part 3 §2.5): address, customer id, status, risk level, assignee and creation
 * dates in a panel; what applies shows as chips.
 */
export function CaseFilterBar({ filters, onChange }: FilterBarProps<CaseFilters>) {
  const members = useWorkspaceMembers();
  const reset = () => onChange(NO_SAVED_FILTERS);
  const chips: FilterChip[] = [];
  const chip = (key: string, label: string, patch: Partial<CaseFilters>) =>
    chips.push({ key, label, onRemove: () => onChange(patch) });
  if (filters.address) chip('address', `Address: ${filters.address}`, { address: null });
  if (filters.customer_id) chip('customer', `Customer ID: ${filters.customer_id}`, { customer_id: null });
  if (filters.status.length > 0) {
    chip('status', `Status: ${names(filters.status, caseStatusLabel)}`, { status: [] });
  }
  if (filters.risk_level.length > 0) {
    const label = names(filters.risk_level, (l) => RISK_LEVEL_LABELS[l as RiskLevel] ?? String(l));
    chip('risk', `Risk Level: ${label}`, { risk_level: [] });
  }
  if (filters.assigned_to !== null) {
    chip('assignee', `Assigned to: ${filters.assigned_to_name ?? filters.assigned_to}`, {
      assigned_to: null,
      assigned_to_name: null,
    });
  }
  if (filters.start_date || filters.end_date) {
    chip('created', `Created: ${filters.start_date ?? '…'} – ${filters.end_date ?? '…'}`, {
      start_date: null,
      end_date: null,
    });
  }
  const memberOptions = (members.data ?? []).map((m) => ({
    value: String(m.user_id),
    label: m.full_name || m.email,
  }));

  return (
    <Group gap="sm" data-testid="case-filters">
      <FilterPanel activeCount={countFilters(filters)} onReset={reset}>
        <TextFilter
          key={`address:${filters.address ?? ''}`}
          label="Address"
          placeholder="Address identifier"
          value={filters.address}
          onChange={(address) => onChange({ address })}
        />
        <TextFilter
          key={`customer:${filters.customer_id ?? ''}`}
          label="Customer ID"
          placeholder="Customer ID"
          value={filters.customer_id}
          onChange={(customer_id) => onChange({ customer_id })}
        />
        <NumberListFilterSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(values) => onChange({ status: values })}
          data-testid="status-filter"
        />
        <NumberListFilterSelect
          label="Risk Level"
          data={LEVEL_OPTIONS}
          value={filters.risk_level}
          onChange={(values) => onChange({ risk_level: values })}
        />
        <Select
          size="xs"
          label="Assigned to"
          placeholder="All"
          searchable
          clearable
          nothingFoundMessage="No members found"
          data={memberOptions}
          value={filters.assigned_to === null ? null : String(filters.assigned_to)}
          onChange={(value, option) =>
            onChange({
              assigned_to: value ? Number(value) : null,
              assigned_to_name: value ? (option?.label ?? null) : null,
            })
          }
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="xs" grow align="flex-start">
          <DateRangeInputs
            start={filters.start_date}
            end={filters.end_date}
            startLabel="Created from"
            endLabel="Created to"
            onChange={({ start, end }) => onChange({ start_date: start, end_date: end })}
          />
        </Group>
      </FilterPanel>
      <FilterChips chips={chips} onClearAll={reset} />
    </Group>
  );
}
