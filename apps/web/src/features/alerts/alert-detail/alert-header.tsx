import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AlertDetail, AlertObjectType, MemberLite, WorkflowStageDto } from '@riskscreen/shared';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AssigneeEditor } from './assignee-editor.tsx';
import { MuteControl } from './mute-control.tsx';
import { StatusEditor } from './status-editor.tsx';

type Props = {
  alert: AlertDetail;
  /** What the page is of: the back link names it. */
  entity: AlertObjectType;
  stages: readonly WorkflowStageDto[];
  timeZone: string | undefined;
  onBack: () => void;
  onChooseStage: (stage: WorkflowStageDto) => void;
  onChooseAssignee: (member: MemberLite | null) => void;
  onOpenAuditTrail: () => void;
  onMuteChanged: () => void;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The alert's header: back link, rule name, risk level, status and assignee editors, muting and the audit trail. */
export function AlertHeader(props: Props) {
  const { alert, timeZone } = props;
  return (
    <Paper withBorder p="md" radius="md" data-testid="alert-detail-header">
      <Stack gap="sm">
        <Anchor component="button" type="button" size="sm" onClick={props.onBack} data-testid="alert-back">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            Back to the {props.entity}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} data-testid="alert-rule-name">
                {alert.alert_body}
              </Title>
              {alert.status === 2 && (
                <Badge color="red" variant="filled" size="sm">
                  Escalated
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Alert #{alert.id} · {alert.rule_register.policy_name} · {alert.policy_type_verbose} ·{' '}
              {alert.rule_register.policy_category_verbose}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <MuteControl
              alertId={alert.id}
              mutedUntil={alert.muted_until}
              timeZone={timeZone}
              onChanged={props.onMuteChanged}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconHistory size={14} />}
              onClick={props.onOpenAuditTrail}
              data-testid="open-audit-trail"
            >
              Audit trail
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" mt={4}>
          <Field label="Risk level">
            <RiskLevelTag level={alert.level} size="md" />
          </Field>
          <Field label="Status">
            <StatusEditor
              current={alert.workflow_stage}
              stages={props.stages}
              onChoose={props.onChooseStage}
            />
          </Field>
          <Field label="Assignee">
            <AssigneeEditor
              assignedTo={alert.assigned_to}
              assignedToName={alert.assigned_to_name}
              onChoose={props.onChooseAssignee}
            />
          </Field>
          <Field label="Last opened">
            <Text size="sm">{formatDate(alert.opened_at, timeZone)}</Text>
          </Field>
          <Field label="Last updated">
            <Text size="sm">{formatDate(alert.updated_at, timeZone)}</Text>
          </Field>
          <Field label="Alert items">
            <Text size="sm">{alert.alert_items_count}</Text>
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
