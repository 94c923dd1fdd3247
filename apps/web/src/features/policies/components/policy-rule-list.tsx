import { Button, Group, Stack } from '@mantine/core';
import { PAGE_SIZE, type Policy } from '@riskscreen/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { usePolicyRules } from '../api.ts';
import { useCanEditPolicies } from '../permissions.ts';
import { DownloadRulesButton } from './download-rules-button.tsx';
import { PagedRuleTable, useExpandedRules } from './paged-rule-table.tsx';
import { RiskLevelFilter, RuleStatusSelect, statusFilter } from './rule-filters.tsx';
import { SearchBox } from './search-box.tsx';

/** The Rule List tab: search, filter, Expand/Collapse All, Add Rule, and rows that open the rule. */
export function PolicyRuleList({ policy }: { policy: Policy }) {
  const workspace = useWorkspaceSlug();
  const canEdit = useCanEditPolicies();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('all');
  const [levels, setLevels] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const { expanded, setExpanded, toggle } = useExpandedRules();
  const filters = { q: q || undefined, is_enabled: statusFilter(status), alert_level: levels.map(Number) };
  const rules = usePolicyRules(policy.id, filters, (page - 1) * PAGE_SIZE.list);
  const rows = rules.data?.results ?? [];
  const isAllExpanded = rows.length > 0 && rows.every((r) => expanded.has(r.uuid));

  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

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
      <PagedRuleTable
        rules={rules}
        page={page}
        onPage={setPage}
        expanded={expanded}
        onToggleExpanded={toggle}
      />
    </Stack>
  );
}
