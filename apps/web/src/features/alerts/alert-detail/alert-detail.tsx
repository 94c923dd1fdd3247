import { Anchor, Center, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import type {
  AlertDetail as AlertDetailDto,
  AlertHistoryRecordDto,
  AlertObjectType,
} from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Comments } from '../../comments/index.ts';
import { AlertHeader } from './alert-header.tsx';
import { refreshAfterChange, useAlertCycles, useAlertDetail, useWorkflowStages } from './api.ts';
import { AuditTrailDrawer } from './audit-trail-drawer.tsx';
import { ChangeDialog } from './change-dialog.tsx';
import { hasRelevantTransactions, showsRuleBlock } from './condition-types.ts';
import { HistorySection } from './history-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { RuleSection } from './rule-section.tsx';
import { SnapshotDrawer } from './snapshot-drawer.tsx';
import { type GraphSubject, SnapshotGraph, SnapshotSummary } from './snapshot-views.tsx';
import { useAlertChange } from './use-alert-change.ts';

export const ALERT_DETAIL_ERROR = 'Error loading alert details';

type Tab = 'history' | 'items' | 'comments' | 'rule' | 'transactions' | 'investigation' | 'counterparty';

type Props = {
  type: AlertObjectType;
  /** The entity's id (its row id; a customer's page is addressed by its customer id, its alerts by the row id). */
  id: string;
  alertId: number;
  /** The screened identifier and chain, for the snapshot's graph; a customer (its own alerts) has no chain. */
  identifier: string;
  currency: number | null;
  timeZone: string | undefined;
  /** Back to the entity's page (clears ?alert=). */
  onBack: () => void;
  /** The page's view of the transactions related to the alert. */
  renderTransactions?: (alert: AlertDetailDto) => ReactNode;
  /**
   * Whether the page has transactions related to this alert beyond the rule types that always do (spec part 3
   * §2.4): the address page narrows its table by the counterparties an exposure rule names.
   */
  isRelatedToTransactions?: (alert: AlertDetailDto) => boolean;
  /** After a change of the alert (stage, assignee, muting): what the page shows of it is read again. */
  onChanged?: () => void;
};

/**
 * The alert detail inside an entity page (spec part 3 §2.4): the header with status and assignee editors, then
 * History, Comments, Rule, the related transactions and the investigation graph and counterparty summary as of the
 * alert's latest snapshot; the audit trail and a cycle's snapshot open in drawers.
 */
export function AlertDetail(props: Props) {
  const alert = useAlertDetail(props.type, props.id, props.alertId);
  if (alert.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!alert.data) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text size="sm" c="red" data-testid="alert-detail-error">
            {ALERT_DETAIL_ERROR}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={props.onBack}>
            Back to the {props.type}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return <AlertDetailContent {...props} alert={alert.data} />;
}

function AlertDetailContent(props: Props & { alert: AlertDetailDto }) {
  const { alert, type, id, timeZone } = props;
  const queryClient = useQueryClient();
  const stages = useWorkflowStages();
  const change = useAlertChange(type, id, alert, props.onChanged);
  const cycles = useAlertCycles(alert.id);
  const [tab, setTab] = useState<Tab>('history');
  const [isAuditOpen, setAuditOpen] = useState(false);
  const [snapshot, setSnapshot] = useState<AlertHistoryRecordDto | null>(null);
  const latestSnapshot = cycles.data?.results.find((cycle) => cycle.has_snapshot) ?? null;
  const hasTransactions =
    props.renderTransactions !== undefined &&
    (hasRelevantTransactions(alert) || props.isRelatedToTransactions?.(alert) === true);
  // A customer's alert keeps no investigation tree (decision 0038): its snapshot is the counterparty summary.
  const graph: GraphSubject | null =
    type === 'customer' || props.currency === null
      ? null
      : { identifier: props.identifier, currency: props.currency, entity: type };

  return (
    <Stack gap="md" data-testid="alert-detail">
      <AlertHeader
        alert={alert}
        entity={type}
        stages={stages.data ?? []}
        timeZone={timeZone}
        onBack={props.onBack}
        onChooseStage={(stage) =>
          change.request({
            change: { workflow_stage: stage.id },
            title: 'Update Status',
            summary: `${alert.workflow_stage.name} → ${stage.name}`,
          })
        }
        onChooseAssignee={(member) =>
          change.request({
            change: { assigned_to: member?.user_id ?? null },
            title: 'Update Assignee',
            summary: member ? `Assign to ${member.full_name || member.email}` : 'Unassign the alert',
          })
        }
        onOpenAuditTrail={() => setAuditOpen(true)}
        onMuteChanged={() => {
          refreshAfterChange(queryClient, type, id, alert.id);
          props.onChanged?.();
        }}
      />
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'history')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="history">History</Tabs.Tab>
          <Tabs.Tab value="items">
            Items{alert.alert_items_count > 0 ? ` (${alert.alert_items_count})` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="comments">
            Comments{alert.total_comments > 0 ? ` (${alert.total_comments})` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="rule">Rule</Tabs.Tab>
          {hasTransactions && <Tabs.Tab value="transactions">Transactions</Tabs.Tab>}
          {latestSnapshot && graph && <Tabs.Tab value="investigation">Investigation Mode</Tabs.Tab>}
          {latestSnapshot && <Tabs.Tab value="counterparty">Counterparty Summary</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="history" pt="md">
          <HistorySection alertId={alert.id} timeZone={timeZone} onOpenSnapshot={setSnapshot} />
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="md">
          <ItemsSection alertId={alert.id} timeZone={timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="md">
          <Comments type={type} id={id} alert={alert.id} timeZone={timeZone} title="Comments on this alert" />
        </Tabs.Panel>
        <Tabs.Panel value="rule" pt="md">
          <RuleSection alert={alert} isRuleShown={showsRuleBlock(alert)} />
        </Tabs.Panel>
        {hasTransactions && (
          <Tabs.Panel value="transactions" pt="md">
            {props.renderTransactions?.(alert)}
          </Tabs.Panel>
        )}
        {latestSnapshot && graph && (
          <Tabs.Panel value="investigation" pt="md">
            <SnapshotGraph cycleId={latestSnapshot.id} {...graph} />
          </Tabs.Panel>
        )}
        {latestSnapshot && (
          <Tabs.Panel value="counterparty" pt="md">
            <SnapshotSummary cycleId={latestSnapshot.id} />
          </Tabs.Panel>
        )}
      </Tabs>
      <ChangeDialog
        // A new change starts with an empty comment.
        key={change.pending?.summary ?? 'none'}
        opened={change.pending !== null}
        title={change.pending?.title ?? ''}
        summary={change.pending?.summary ?? ''}
        isSaving={change.isSaving}
        error={change.error}
        onConfirm={(comment) => void change.confirm(comment)}
        onClose={change.cancel}
      />
      <AuditTrailDrawer
        alertId={alert.id}
        opened={isAuditOpen}
        onClose={() => setAuditOpen(false)}
        timeZone={timeZone}
      />
      <SnapshotDrawer cycle={snapshot} onClose={() => setSnapshot(null)} timeZone={timeZone} graph={graph} />
    </Stack>
  );
}
