import { Group, Pagination, Select, Stack } from '@mantine/core';
import { PAGE_SIZE, POLICY_TYPE_LABELS, type RuleOrdering } from '@riskscreen/shared';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { type RuleFilters, useRules } from '../api.ts';
import { useStoredFilters } from '../stored-filters.ts';
import { DownloadRulesButton } from './download-rules-button.tsx';
import { ListState } from './list-state.tsx';
import { RiskLevelFilter, RuleStatusSelect, statusFilter } from './rule-filters.tsx';
import { RuleTable } from './rule-table.tsx';
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
const POLICY_TYPE_OPTIONS = [
  { value: 'all', label: 'All policy types' },
  ...Object.entries(POLICY_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];
const ORDERING_OPTIONS: { value: RuleOrdering; label: string }[] = [
  { value: '-updated_at', label: 'Recently updated' },
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'rule_name', label: 'Name A–Z' },
  { value: '-alert_level', label: 'Highest risk first' },
  { value: 'alert_level', label: 'Lowest risk first' },
  { value: 'policy_name', label: 'Policy' },
];

/** /settings/workspace/rules: rules across the workspace's policies, with their download. */
export function RulesListPage() {
  const [filters, setFilters] = useStoredFilters('rules', DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const query: RuleFilters = {
    is_enabled: statusFilter(filters.status),
    policy_enabled: statusFilter(filters.policyStatus),
    policy_type: filters.policyType === 'all' ? undefined : Number(filters.policyType),
    alert_level: filters.levels.map(Number),
    q: filters.q || undefined,
    ordering: filters.ordering as RuleOrdering,
  };
  const rules = useRules(query, (page - 1) * PAGE_SIZE.list);
  const rows = rules.data?.results ?? [];
  const pages = Math.ceil((rules.data?.count ?? 0) / PAGE_SIZE.list);
  const change =
    <K extends keyof typeof DEFAULT_FILTERS>(key: K) =>
    (value: (typeof DEFAULT_FILTERS)[K] | null) => {
      setFilters((f) => ({ ...f, [key]: value ?? DEFAULT_FILTERS[key] }));
      setPage(1);
    };
  const toggle = (uuid: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  return (
    <Stack gap="lg">
      <PageHeading title="Rules" description="Every rule of the workspace's risk policies.">
        <DownloadRulesButton filters={query} />
      </PageHeading>
      <Group gap="sm">
        <SearchBox value={filters.q} onSearch={change('q')} placeholder="Search rules" />
        <RiskLevelFilter value={filters.levels} onChange={change('levels')} />
        <RuleStatusSelect value={filters.status} onChange={change('status')} />
        <Select
          aria-label="Policy status"
          data={POLICY_STATUS_OPTIONS}
          value={filters.policyStatus}
          onChange={change('policyStatus')}
          w={190}
          allowDeselect={false}
        />
        <Select
          aria-label="Policy type"
          data={POLICY_TYPE_OPTIONS}
          value={filters.policyType}
          onChange={change('policyType')}
          w={170}
          allowDeselect={false}
        />
        <Select
          aria-label="Order by"
          data={ORDERING_OPTIONS}
          value={filters.ordering}
          onChange={change('ordering')}
          w={180}
          allowDeselect={false}
        />
      </Group>
      <ListState
        isPending={rules.isPending}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        isEmpty={rows.length === 0}
        emptyText="No rules found"
      >
        <RuleTable rules={rows} expanded={expanded} onToggleExpanded={toggle} showPolicy showEdit />
      </ListState>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination value={page} total={pages} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
