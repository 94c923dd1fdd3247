import { Group, Select } from '@mantine/core';
import {
  POLICY_CATEGORY_LABELS,
  POLICY_TYPE_LABELS,
  type PolicyCategory,
  type PolicyType,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  type RuleDto,
} from '@riskscreen/shared';
import type { FilterBarProps } from '../../../components/entity-list/entity-list-page.tsx';
import { type FilterChip, FilterChips } from '../../../components/entity-list/filter-chips.tsx';
import { FilterPanel } from '../../../components/entity-list/filter-panel.tsx';
import { DateRangeInputs } from '../../../components/ui/date-range-inputs.tsx';
import { NumberListFilterSelect } from '../../../components/ui/list-filter-select.tsx';
import { type AlertFilters, countFilters, NO_SAVED_FILTERS } from '../alert-filters.ts';
import { useAlertRuleChoices, useWorkflowStages } from '../api.ts';
import { AssigneeSelect } from './assignee-select.tsx';

/** Alert levels run from Info (1) to Critical (5), highest first. */
const LEVEL_OPTIONS = ([5, 4, 3, 2, 1] as const).map((level) => ({
  value: String(level),
  label: RISK_LEVEL_LABELS[level],
}));
const CATEGORY_OPTIONS = ([1, 2, 3] as const).map((c) => ({
  value: String(c),
  label: POLICY_CATEGORY_LABELS[c],
}));
const TYPE_OPTIONS = ([0, 1, 2] as const).map((t) => ({ value: String(t), label: POLICY_TYPE_LABELS[t] }));

type OptionGroup = { group: string; items: { value: string; label: string }[] };

/** The Rule filter's choices: rules by uuid, grouped under their policy (names repeat across policies). */
function rulesByPolicy(rules: readonly RuleDto[]): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const rule of rules) {
    const group = groups.get(rule.policy_name) ?? { group: rule.policy_name, items: [] };
    group.items.push({ value: rule.uuid, label: rule.rule_name });
    groups.set(rule.policy_name, group);
  }
  return [...groups.values()];
}

const names = (values: readonly number[], nameOf: (value: number) => string | undefined) =>
  values.map((v) => nameOf(v) ?? String(v)).join(', ');

/**
 * The alert list's filters (spec part 3 §2.3): a panel of level, status (the workspace's stages, Inactive
 * included), assignee, opening dates, rule, policy category and type; what applies shows as chips.
 */
export function AlertFilterBar({ filters, onChange }: FilterBarProps<AlertFilters>) {
  const stages = useWorkflowStages();
  const rules = useAlertRuleChoices();
  const stageName = (id: number) => stages.data?.find((s) => s.id === id)?.name;
  const ruleOptions = rulesByPolicy(rules.data ?? []);
  if (filters.rule_id && !rules.data?.some((rule) => rule.uuid === filters.rule_id)) {
    ruleOptions.push({
      group: 'Chosen',
      items: [{ value: filters.rule_id, label: filters.rule_name ?? '' }],
    });
  }
  const reset = () => onChange(NO_SAVED_FILTERS);

  const chips: FilterChip[] = [];
  const chip = (key: string, label: string, patch: Partial<AlertFilters>) =>
    chips.push({ key, label, onRemove: () => onChange(patch) });
  if (filters.level.length > 0) {
    chip('level', `Level: ${names(filters.level, (l) => RISK_LEVEL_LABELS[l as RiskLevel])}`, { level: [] });
  }
  if (filters.status.length > 0)
    chip('status', `Status: ${names(filters.status, stageName)}`, { status: [] });
  if (filters.assigned_to !== null) {
    chip('assignee', `Assignee: ${filters.assigned_to_name ?? filters.assigned_to}`, {
      assigned_to: null,
      assigned_to_name: null,
    });
  }
  if (filters.start_time || filters.end_time) {
    chip('opened', `Opened: ${filters.start_time ?? '…'} – ${filters.end_time ?? '…'}`, {
      start_time: null,
      end_time: null,
    });
  }
  if (filters.rule_id) {
    chip('rule', `Rule: ${filters.rule_name ?? filters.rule_id}`, { rule_id: null, rule_name: null });
  }
  if (filters.policy_category.length > 0) {
    const label = names(filters.policy_category, (c) => POLICY_CATEGORY_LABELS[c as PolicyCategory]);
    chip('category', `Policy category: ${label}`, { policy_category: [] });
  }
  if (filters.policy_type.length > 0) {
    const label = names(filters.policy_type, (t) => POLICY_TYPE_LABELS[t as PolicyType]);
    chip('type', `Policy type: ${label}`, { policy_type: [] });
  }

  return (
    <Group gap="sm" data-testid="alert-filters">
      <FilterPanel activeCount={countFilters(filters)} onReset={reset}>
        <NumberListFilterSelect
          label="Level"
          data={LEVEL_OPTIONS}
          value={filters.level}
          onChange={(values) => onChange({ level: values })}
        />
        <NumberListFilterSelect
          label="Status"
          data={(stages.data ?? []).map((stage) => ({ value: String(stage.id), label: stage.name }))}
          value={filters.status}
          onChange={(values) => onChange({ status: values })}
        />
        <AssigneeSelect
          label="Assignee"
          placeholder="All"
          isActiveOnly={false}
          clearable
          value={
            filters.assigned_to === null
              ? null
              : { id: filters.assigned_to, name: filters.assigned_to_name ?? String(filters.assigned_to) }
          }
          onChange={(assignee) =>
            onChange({ assigned_to: assignee?.id ?? null, assigned_to_name: assignee?.name ?? null })
          }
        />
        <Group gap="xs" grow align="flex-start">
          <DateRangeInputs
            start={filters.start_time}
            end={filters.end_time}
            startLabel="Opened from"
            endLabel="Opened to"
            onChange={({ start, end }) => onChange({ start_time: start, end_time: end })}
          />
        </Group>
        <Select
          size="xs"
          label="Rule"
          placeholder="All"
          searchable
          clearable
          nothingFoundMessage="Nothing found"
          data={ruleOptions}
          value={filters.rule_id}
          onChange={(value, option) =>
            onChange({ rule_id: value || null, rule_name: value ? (option?.label ?? null) : null })
          }
        />
        <NumberListFilterSelect
          label="Policy Category"
          data={CATEGORY_OPTIONS}
          value={filters.policy_category}
          onChange={(values) => onChange({ policy_category: values })}
        />
        <NumberListFilterSelect
          label="Policy Type"
          data={TYPE_OPTIONS}
          value={filters.policy_type}
          onChange={(values) => onChange({ policy_type: values })}
        />
      </FilterPanel>
      <FilterChips chips={chips} onClearAll={reset} />
    </Group>
  );
}
