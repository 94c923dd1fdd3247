import { Select } from '@mantine/core';
import { RULE_ALERT_LEVELS } from '@riskscreen/shared';
import { FilterMultiSelect } from '../../../components/ui/filter-multi-select.tsx';
import { riskLabel } from './badges.tsx';

export const RULE_STATUS_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'all', label: 'All statuses' },
];

const LEVEL_OPTIONS = [...RULE_ALERT_LEVELS]
  .reverse()
  .map((level) => ({ value: String(level), label: riskLabel(level) }));

export const statusFilter = (value: string) => (value === 'all' ? undefined : value === 'live');

export function RuleStatusSelect({
  value,
  onChange,
  label = 'Rule status',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  return (
    <Select
      aria-label={label}
      data={RULE_STATUS_OPTIONS}
      value={value}
      onChange={(v) => onChange(v ?? 'all')}
      w={150}
      allowDeselect={false}
    />
  );
}

export function RiskLevelFilter({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  return (
    <FilterMultiSelect
      aria-label="Risk level"
      placeholder={value.length ? undefined : 'Risk level'}
      data={LEVEL_OPTIONS}
      value={value}
      onChange={onChange}
      w={230}
    />
  );
}
