import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  PAGE_SIZE,
  POLICY_CATEGORY_LABELS,
  POLICY_TYPE_LABELS,
  type Policy,
  type PolicyOrdering,
} from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { formatDate } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { usePolicies } from '../api.ts';
import { useCanEditPolicies } from '../permissions.ts';
import { useStoredFilters } from '../stored-filters.ts';
import { StatusBadge } from './badges.tsx';
import { CreatePolicyModal } from './create-policy-modal.tsx';
import { type FilterSelectSpec, FilterSelects, withAllOption } from './filter-selects.tsx';
import { PolicyStatusSwitch } from './policy-status-switch.tsx';
import { SearchBox } from './search-box.tsx';

/** Defaults: status Live, type all (spec part 3 §2.7). */
const DEFAULT_FILTERS = { status: 'live', type: 'all', category: 'all', q: '', ordering: '-created_at' };

const STATUS_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'deactivated', label: 'Deactivated' },
  { value: 'all', label: 'All statuses' },
];
const TYPE_OPTIONS = withAllOption('All types', POLICY_TYPE_LABELS);
const CATEGORY_OPTIONS = withAllOption('All categories', POLICY_CATEGORY_LABELS);
const ORDERING_OPTIONS: { value: PolicyOrdering; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-updated_at', label: 'Recently updated' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: '-rule_count', label: 'Most rules' },
  { value: 'type', label: 'Type' },
  { value: 'category', label: 'Category' },
];

const SELECTS: FilterSelectSpec<'status' | 'type' | 'category' | 'ordering'>[] = [
  { key: 'status', label: 'Status', data: STATUS_OPTIONS, width: 160 },
  { key: 'type', label: 'Type', data: TYPE_OPTIONS, width: 160 },
  { key: 'category', label: 'Category', data: CATEGORY_OPTIONS, width: 220 },
  { key: 'ordering', label: 'Order by', data: ORDERING_OPTIONS, width: 180 },
];

const asNumber = (value: string) => (value === 'all' ? undefined : Number(value));
const asStatus = (value: string) => (value === 'all' ? undefined : value === 'live');

/** /settings/workspace/policies: the workspace's risk policies, filtered, ordered, enabled and created here. */
export function PolicyListPage() {
  const { timezone } = useProfile();
  const workspace = useWorkspaceSlug();
  const canEdit = useCanEditPolicies();
  const [filters, setFilters] = useStoredFilters('policies', DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [isCreating, setCreating] = useState(false);
  const policies = usePolicies(
    {
      is_enabled: asStatus(filters.status),
      type: asNumber(filters.type),
      category: asNumber(filters.category),
      q: filters.q || undefined,
      ordering: filters.ordering as PolicyOrdering,
    },
    (page - 1) * PAGE_SIZE.policies,
  );
  const change = (key: keyof typeof DEFAULT_FILTERS) => (value: string | null) => {
    setFilters((f) => ({ ...f, [key]: value ?? DEFAULT_FILTERS[key] }));
    setPage(1);
  };

  const columns: DataTableColumn<Policy>[] = [
    {
      key: 'name',
      header: 'Policy Name',
      render: (p) => (
        <Stack gap={2}>
          <Anchor component={Link} to={withWorkspace(routes.policy({ policyId: p.id }), workspace)} fw={500}>
            {p.name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {p.description}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', render: (p) => p.type_verbose },
    { key: 'category', header: 'Category', render: (p) => p.category_verbose },
    { key: 'rules', header: 'Rules', render: (p) => p.rule_count },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (canEdit ? <PolicyStatusSwitch policy={p} /> : <StatusBadge isEnabled={p.is_enabled} />),
    },
    { key: 'updated', header: 'Last Updated', render: (p) => formatDate(p.updated_at, timezone) },
  ];

  return (
    <Stack gap="lg">
      <PageHeading
        title="Risk Policies"
        description="Policies group the rules that raise alerts on screened transactions, addresses and customers."
      >
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create Policy
          </Button>
        )}
      </PageHeading>
      <Group gap="sm">
        <SearchBox value={filters.q} onSearch={change('q')} placeholder="Search policies" />
        <FilterSelects selects={SELECTS} values={filters} onChange={change} />
      </Group>
      <DataTable
        columns={columns}
        {...pagedQueryTable(
          policies,
          { page, pageSize: PAGE_SIZE.policies, onPageChange: setPage },
          policies.isPending,
        )}
        rowKey={(p) => p.id}
        emptyHint="No policies found"
      />
      <CreatePolicyModal opened={isCreating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
