import { Group, Stack } from '@mantine/core';
import { PAGE_SIZE, POLICY_TYPE_LABELS, type RuleOrdering } from '@riskscreen/shared';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { type RuleFilters, useRules } from '../api.ts';
import { useStoredFilters } from '../stored-filters.ts';
import { DownloadRulesButton } from './download-rules-button.tsx';
import { type FilterSelectSpec, FilterSelects, withAllOption } from './filter-selects.tsx';
import { PagedRuleTable, useExpandedRules } from './paged-rule-table.tsx';
import { RiskLevelFilter, RuleStatusSelect, statusFilter } from './rule-filters.tsx';
import { SearchBox } from './search-box.tsx';

/** Defaults: rule status Live, policy status Live (spec part 3 §2.7). */
const DEFAULT_FILTERS = {
  status: 'live',
  policyStatus: 'live',
  policyType: 'all',
  levels: [] as string[],
  q: '',
  ordering: '-updated_at',
};

const POLICY_STATUS_OPTIONS = [
  { value: 'live', label: 'Live policies' },
  { value: 'disabled', label: 'Deactivated policies' },
  { value: 'all', label: 'All policies' },
];
const POLICY_TYPE_OPTIONS = withAllOption('All policy types', POLICY_TYPE_LABELS);
const ORDERING_OPTIONS: { value: RuleOrdering; label: string }[] = [
  { value: '-updated_at', label: 'Recently updated' },
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'rule_name', label: 'Name A–Z' },
  { value: '-alert_level', label: 'Highest risk first' },
  { value: 'alert_level', label: 'Lowest risk first' },
  { value: 'policy_name', label: 'Policy' },
];

const SELECTS: FilterSelectSpec<'policyStatus' | 'policyType' | 'ordering'>[] = [
  { key: 'policyStatus', label: 'Policy status', data: POLICY_STATUS_OPTIONS, width: 190 },
  { key: 'policyType', label: 'Policy type', data: POLICY_TYPE_OPTIONS, width: 170 },
  { key: 'ordering', label: 'Order by', data: ORDERING_OPTIONS, width: 180 },
];

/** /settings/workspace/rules: rules across the workspace's policies, with their download. */
export function RulesListPage() {
  const [filters, setFilters] = useStoredFilters('rules', DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const { expanded, toggle } = useExpandedRules();
  const query: RuleFilters = {
    is_enabled: statusFilter(filters.status),
    policy_enabled: statusFilter(filters.policyStatus),
    policy_type: filters.policyType === 'all' ? undefined : Number(filters.policyType),
    alert_level: filters.levels.map(Number),
    q: filters.q || undefined,
    ordering: filters.ordering as RuleOrdering,
  };
  const rules = useRules(query, (page - 1) * PAGE_SIZE.list);
  const change =
    <K extends keyof typeof DEFAULT_FILTERS>(key: K) =>
    (value: (typeof DEFAULT_FILTERS)[K] | null) => {
      setFilters((f) => ({ ...f, [key]: value ?? DEFAULT_FILTERS[key] }));
      setPage(1);
    };

  return (
    <Stack gap="lg">
      <PageHeading title="Rules" description="Every rule of the workspace's risk policies.">
        <DownloadRulesButton filters={query} />
      </PageHeading>
      <Group gap="sm">
        <SearchBox value={filters.q} onSearch={change('q')} placeholder="Search rules" />
        <RiskLevelFilter value={filters.levels} onChange={change('levels')} />
        <RuleStatusSelect value={filters.status} onChange={change('status')} />
        <FilterSelects selects={SELECTS} values={filters} onChange={change} allowDeselect={false} />
      </Group>
      <PagedRuleTable
        rules={rules}
        page={page}
        onPage={setPage}
        expanded={expanded}
        onToggleExpanded={toggle}
        showPolicy
        showEdit
      />
    </Stack>
  );
}
