import { Text } from '@mantine/core';
import type { CaseListItem } from '@riskscreen/shared';
import { shortCaseName } from '../../../components/associated-cases/index.ts';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CaseStatusBadge } from './case-status-badge.tsx';
import { CopyCaseId } from './copy-case-id.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The case list's columns after the selection box (spec part 3 §2.5); dates in the profile's time zone. */
export function caseColumns(timeZone: string | undefined): DataTableColumn<CaseListItem>[] {
  return [
    { key: 'case_id', header: 'Case ID', render: (row) => <CopyCaseId caseId={row.case_id} /> },
    {
      key: 'name',
      header: 'Case Name',
      render: (row) => (
        <Text size="sm" title={row.name} style={NO_WRAP} data-testid="case-name">
          {shortCaseName(row.name)}
        </Text>
      ),
    },
    { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.risk_level} size="xs" /> },
    { key: 'created', header: 'Created At', render: (row) => formatDate(row.created_at, timeZone) },
    { key: 'updated', header: 'Last Updated At', render: (row) => formatDate(row.updated_at, timeZone) },
    {
      key: 'assignee',
      header: 'Assigned to',
      render: (row) => (
        <Text size="sm" c={row.assigned_to_name ? undefined : 'dimmed'} data-testid="case-assignee">
          {row.assigned_to_name ?? 'Unassigned'}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => <CaseStatusBadge status={row.status} /> },
    {
      key: 'alerts',
      header: 'Open Alerts',
      render: (row) => (
        <Text size="sm" ta="right" data-testid="case-open-alerts">
          {row.open_alerts_count}
        </Text>
      ),
    },
  ];
}
