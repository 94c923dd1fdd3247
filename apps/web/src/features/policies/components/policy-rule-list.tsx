import { Button, Group, Pagination, Stack } from '@mantine/core';
import { PAGE_SIZE, type Policy } from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { usePolicyRules } from '../api.ts';
import { useCanEditPolicies } from '../permissions.ts';
import { DownloadRulesButton } from './download-rules-button.tsx';
import { ListState } from './list-state.tsx';
import { RiskLevelFilter, RuleStatusSelect, statusFilter } from './rule-filters.tsx';
import { RuleTable } from './rule-table.tsx';
import { SearchBox } from './search-box.tsx';

/** The Rule List tab: search, filter, Expand/Collapse All, Add Rule, and rows that open the rule. */
export function PolicyRuleList({ policy }: { policy: Policy }) {
  const workspace = useWorkspaceSlug();
  const canEdit = useCanEditPolicies();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('all');
  const [levels, setLevels] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const filters = { q: q || undefined, is_enabled: statusFilter(status), alert_level: levels.map(Number) };
  const rules = usePolicyRules(policy.id, filters, (page - 1) * PAGE_SIZE.list);
  const rows = rules.data?.results ?? [];
  const pages = Math.ceil((rules.data?.count ?? 0) / PAGE_SIZE.list);
  const isAllExpanded = rows.length > 0 && rows.every((r) => expanded.has(r.uuid));

  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const toggle = (uuid: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <SearchBox value={q} onSearch={refilter(setQ)} placeholder="Search rules" />
          <RiskLevelFilter value={levels} onChange={refilter(setLevels)} />
          <RuleStatusSelect value={status} onChange={refilter(setStatus)} />
        </Group>
        <Group gap="sm">
          {rows.length > 0 && (
            <Button
              variant="subtle"
              onClick={() => setExpanded(isAllExpanded ? new Set() : new Set(rows.map((r) => r.uuid)))}
            >
              {isAllExpanded ? 'Collapse All' : 'Expand All'}
            </Button>
          )}
          <DownloadRulesButton filters={{ ...filters, policy: policy.id, policy_type: policy.type }} />
          {canEdit && !policy.is_for_custom_list && (
            <Button
              component={Link}
              to={withWorkspace(routes.ruleAdd({ policyId: policy.id }), workspace)}
              leftSection={<IconPlus size={16} />}
            >
              Add Rule
            </Button>
          )}
        </Group>
      </Group>
      <ListState
        isPending={rules.isPending}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        isEmpty={rows.length === 0}
        emptyText="No rules found"
      >
        <RuleTable rules={rows} expanded={expanded} onToggleExpanded={toggle} />
      </ListState>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination value={page} total={pages} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
