import { Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CASE_CLOSE_LEAVES_ALERTS, type CaseDetail, CaseStatus } from '@riskscreen/shared';
import { IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePermissions } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { ExportReportMenuItem, ExportReportModal } from '../../print-reports/index.ts';
import { CASES_KEY, deleteCase } from '../api.ts';
import { CASE_DELETED } from '../messages.ts';
import { CaseAssignee } from './case-assignee.tsx';
import { toastFailure } from './case-bulk-actions.tsx';
import { CaseStatusActions } from './case-status-actions.tsx';
import { CaseStatusBadge } from './case-status-badge.tsx';
import { CopyCaseId } from './copy-case-id.tsx';

type Props = {
  detail: CaseDetail;
  timeZone: string | undefined;
  onAddEntities: () => void;
  onOpenTimeline: () => void;
  onEditName: () => void;
};

/**
 * The case page's header (spec part 2 Case page): the name shortened to 20 characters, Add Entities, the timeline,
 * the menu (Edit Case Name, Export Report, Delete Case for admins); the facts (Case ID, Status, Assigned To, Risk
 * Level, Created, Last Updated, Alerts) and the status actions offered to the caller.
 */
export function CaseHeader({ detail, timeZone, onAddEntities, onOpenTimeline, onEditName }: Props) {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  // Deleting is for admins (the server refuses anyone else with 403).
  const { isAdmin } = usePermissions();
  const [isReportOpen, setReportOpen] = useState(false);
  const remove = () =>
    confirmAction({
      title: 'Delete Case',
      message: `Delete ${detail.case_id}? Its entities stay in the workspace.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: async () => {
        try {
          await deleteCase(String(detail.id));
          notifications.show({ color: 'green', message: CASE_DELETED });
          queryClient.removeQueries({ queryKey: [CASES_KEY, workspace, 'case', String(detail.id)] });
          void queryClient.invalidateQueries({ queryKey: [CASES_KEY] });
          navigate(withWorkspace(routes.cases(), workspace));
        } catch (error) {
          toastFailure(error);
        }
      },
    });
  const isClosed = detail.status === CaseStatus.Closed;
  const facts: { label: string; value: ReactNode }[] = [
    { label: 'Case ID', value: <CopyCaseId caseId={detail.case_id} /> },
    { label: 'Status', value: <CaseStatusBadge status={detail.status} /> },
    { label: 'Assigned To', value: <CaseAssignee detail={detail} /> },
    { label: 'Risk Level', value: <RiskLevelTag level={detail.risk_level} size="sm" /> },
    { label: 'Created', value: <Text size="sm">{formatDate(detail.created_at, timeZone)}</Text> },
    { label: 'Last Updated', value: <Text size="sm">{formatDate(detail.updated_at, timeZone)}</Text> },
    {
      label: 'Alerts',
      value: (
        <Stack gap={0}>
          <Text size="sm" data-testid="case-alerts">
            {isClosed && detail.open_alerts_count > 0
              ? `${detail.open_alerts_count} still open`
              : detail.open_alerts_count}
          </Text>
          {/* A closed case does not close its alerts: say so where the count could read as a contradiction. */}
          {isClosed && detail.open_alerts_count > 0 && (
            <Text size="xs" c="dimmed" data-testid="case-alerts-note">
              {CASE_CLOSE_LEAVES_ALERTS}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (detail.approver_name) {
    facts.push({ label: 'Approver', value: <Text size="sm">{detail.approver_name}</Text> });
  }
  if (detail.approved_by_name && detail.approved_at) {
    facts.push({
      label: 'Approved By',
      value: (
        <Text size="sm" data-testid="case-approved-by">
          {detail.approved_by_name} · {formatDate(detail.approved_at, timeZone)}
        </Text>
      ),
    });
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="case-header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          {/* The case's own page shows its whole name (lists cut it at 20 characters). */}
          <Title
            order={2}
            fz={22}
            style={{ overflowWrap: 'anywhere', flex: '1 1 320px' }}
            data-testid="case-title"
          >
            {detail.name}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Button size="sm" leftSection={<IconPlus size={16} />} onClick={onAddEntities}>
              Add Entities
            </Button>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconHistory size={16} />}
              onClick={onOpenTimeline}
              data-testid="open-timeline"
            >
              Timeline
            </Button>
            <ActionsMenu label="Case actions">
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEditName}>
                Edit Case Name
              </Menu.Item>
              <ExportReportMenuItem onClick={() => setReportOpen(true)} />
              {isAdmin && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
                  Delete Case
                </Menu.Item>
              )}
            </ActionsMenu>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {facts.map((fact) => (
            <Stack key={fact.label} gap={2}>
              <Text size="xs" c="dimmed">
                {fact.label}
              </Text>
              {fact.value}
            </Stack>
          ))}
        </SimpleGrid>
        {detail.actions.length > 0 && <CaseStatusActions detail={detail} />}
      </Stack>
      {isReportOpen && <ExportReportModal kind="case" id={detail.id} onClose={() => setReportOpen(false)} />}
    </Paper>
  );
}
