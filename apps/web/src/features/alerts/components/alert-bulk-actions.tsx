import { Menu, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AlertListItem } from '@riskscreen/shared';
import { IconProgressCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChangeWithCommentDialog } from '../../../components/change-dialog/change-with-comment-dialog.tsx';
import { BulkMenu } from '../../../components/entity-list/bulk-actions-bar.tsx';
import type { BulkActionsProps } from '../../../components/entity-list/entity-list-page.tsx';
import { groupDigits } from '../../../lib/format.ts';
import { selectedCount } from '../../../lib/list-selection.ts';
import type { AlertFilters } from '../alert-filters.ts';
import { type BulkChange, useBulkUpdate, useWorkflowStages } from '../api.ts';
import { bulkStageChoices } from '../bulk-stages.ts';
import { ALERTS_UPDATED, NO_COMMON_STAGE, skippedText } from '../messages.ts';
import { type Assignee, AssigneeSelect } from './assignee-select.tsx';

type Dialog = 'assign' | 'status' | null;

/**
 * The alert list's bulk actions (spec part 3 §2.3): Assign and Update Status, each with a required comment, on
 * the ticked alerts or on all matching ones. Then the list and the tab counts are read again.
 */
export function AlertBulkActions(props: BulkActionsProps<AlertListItem, AlertFilters>) {
  const { selection, filters, total, clearSelection } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const update = useBulkUpdate();
  const count = selectedCount(selection, total);
  const subject =
    selection.mode === 'all'
      ? `All ${groupDigits(total)} matching alerts`
      : `${groupDigits(count)} selected alert${count === 1 ? '' : 's'}`;
  const close = () => setDialog(null);

  const send = async (change: BulkChange) => {
    const result = await update.mutateAsync({ selection, filters, change });
    if (result.updated > 0) notifications.show({ color: 'green', message: ALERTS_UPDATED });
    if (result.skipped.length > 0) {
      notifications.show({ color: 'yellow', message: skippedText(result.skipped), autoClose: 8000 });
    }
    clearSelection();
    close();
  };

  return (
    <>
      <BulkMenu isDisabled={count === 0}>
        <Menu.Item leftSection={<IconUserPlus size={14} />} onClick={() => setDialog('assign')}>
          Assign
        </Menu.Item>
        <Menu.Item leftSection={<IconProgressCheck size={14} />} onClick={() => setDialog('status')}>
          Update Status
        </Menu.Item>
      </BulkMenu>
      {dialog === 'assign' && <AssignDialog subject={subject} onClose={close} onSend={send} />}
      {dialog === 'status' && (
        <UpdateStatusDialog subject={subject} selection={selection} onClose={close} onSend={send} />
      )}
    </>
  );
}

type DialogProps = { subject: string; onClose: () => void; onSend: (change: BulkChange) => Promise<void> };

/** Assign the alerts to an active member, or to nobody. */
function AssignDialog({ subject, onClose, onSend }: DialogProps) {
  const [assignee, setAssignee] = useState<Assignee | null>(null);
  return (
    <ChangeWithCommentDialog
      title="Assign"
      subject={subject}
      isChoiceMade={assignee !== null}
      onClose={onClose}
      onConfirm={(body) => onSend({ updated_assigned_to: assignee?.id ?? null, comment: { body } })}
    >
      <AssigneeSelect
        label="Assignee"
        value={assignee}
        onChange={setAssignee}
        isActiveOnly
        withUnassigned
        placeholder="Choose a member"
        size="sm"
      />
    </ChangeWithCommentDialog>
  );
}

/** Move the alerts to a stage they can all reach. */
function UpdateStatusDialog({
  subject,
  selection,
  onClose,
  onSend,
}: DialogProps & Pick<BulkActionsProps<AlertListItem, AlertFilters>, 'selection'>) {
  const stages = useWorkflowStages();
  const [stage, setStage] = useState<string | null>(null);
  const choices = bulkStageChoices(stages.data ?? [], selection);
  return (
    <ChangeWithCommentDialog
      title="Update Status"
      subject={subject}
      isChoiceMade={stage !== null}
      onClose={onClose}
      onConfirm={(body) => onSend({ updated_status: Number(stage), comment: { body } })}
    >
      <Select
        label="Status"
        placeholder="Choose a status"
        withAsterisk
        data={choices.map((s) => ({ value: String(s.id), label: s.name }))}
        value={stage}
        onChange={setStage}
        disabled={stages.isSuccess && choices.length === 0}
        comboboxProps={{ withinPortal: true }}
        data-testid="stage-select"
      />
      {stages.isSuccess && choices.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-common-stage">
          {NO_COMMON_STAGE}
        </Text>
      )}
    </ChangeWithCommentDialog>
  );
}
