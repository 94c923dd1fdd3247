import { ActionIcon, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail } from '@riskscreen/shared';
import { IconDots, IconFileExport, IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { shortCaseName } from '../../../components/associated-cases/index.ts';
import { ExportReportModal } from '../../../components/export-report/index.ts';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
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
 * the menu (Edit Case Name, Export Report, Delete Case); the facts (Case ID, Status, Assigned To, Risk Level,
 * Created, Last Updated, Alerts) and the status actions offered to the caller.
 */
export function CaseHeader({ detail, timeZone, onAddEntities, onOpenTimeline, onEditName }: Props) {
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const queryClient = useQueryClient();
  const profile = useProfile();
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
          navigate(withWorkspace('/cases', workspace));
        } catch (error) {
          toastFailure(error);
        }
      },
    });
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
        <Text size="sm" data-testid="case-alerts">
          {detail.open_alerts_count}
        </Text>
      ),
    },
  ];
  if (detail.approver_name) {
    facts.push({ label: 'Approver', value: <Text size="sm">{detail.approver_name}</Text> });
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="case-header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} fz={22} title={detail.name} data-testid="case-title">
            {shortCaseName(detail.name)}
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
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label="Case actions">
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEditName}>
                  Edit Case Name
                </Menu.Item>
                {profile.can_generate_report && (
                  <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => setReportOpen(true)}>
                    Export Report
                  </Menu.Item>
                )}
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
                  Delete Case
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
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
