import { Menu, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseBulkUpdateBody, CaseListItem } from '@riskscreen/shared';
import { IconProgressCheck, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChangeWithCommentDialog } from '../../../components/change-dialog/change-with-comment-dialog.tsx';
import { BulkMenu } from '../../../components/entity-list/bulk-actions-bar.tsx';
import type { BulkActionsProps } from '../../../components/entity-list/entity-list-page.tsx';
import { UpdateOpenAlertsDialog } from '../../../components/entity-list/update-open-alerts-dialog.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { groupDigits } from '../../../lib/format.ts';
import { selectedCount } from '../../../lib/list-selection.ts';
import { usePermissions } from '../../../lib/profile.ts';
import { updateOpenAlerts, useBulkDelete, useBulkUpdate } from '../api.ts';
import type { CaseFilters } from '../case-filters.ts';
import { CASES_DELETED, CASES_UPDATED, SOMETHING_WRONG } from '../messages.ts';
import { AssignAgentDialog } from './assign-agent-dialog.tsx';
import { caseStatusLabel } from './case-status-badge.tsx';

type Dialog = 'assign' | 'status' | 'alerts' | null;

/** Change Status offers the statuses a person sets; pending approval is the server's to give. */
const STATUS_CHOICES = [1, 2, 3].map((s) => ({ value: String(s), label: caseStatusLabel(s) }));

/** A failed call as one toast per server message (spec part 3 §8: server errors are shown one toast each). */
export function toastFailure(error: unknown): void {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const messages = Object.values(error.body as Record<string, unknown>).flatMap((v) =>
      Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [],
    );
    const shown = messages.length > 0 ? messages : [errorText(error.body) || SOMETHING_WRONG];
    for (const message of shown) notifications.show({ color: 'red', message });
    return;
  }
  notifications.show({ color: 'red', message: SOMETHING_WRONG });
}

/**
 * The case list's bulk actions (spec part 3 §2.5): Assign Agent, Update Open Alerts, Change Status (status and
 * comment) and, for admins, Delete (confirmed), on the ticked cases or on all matching ones (the filters and tab
 * are sent).
 */
export function CaseBulkActions(props: BulkActionsProps<CaseListItem, CaseFilters>) {
  const { selection, filters, total, clearSelection } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const update = useBulkUpdate();
  const remove = useBulkDelete();
  // Deleting is for admins (the server refuses anyone else with 403).
  const { isAdmin } = usePermissions();
  const count = selectedCount(selection, total);
  const subject =
    selection.mode === 'all'
      ? `All ${groupDigits(total)} matching cases`
      : `${groupDigits(count)} selected case${count === 1 ? '' : 's'}`;
  const close = () => setDialog(null);

  const send = async (change: CaseBulkUpdateBody) => {
    const result = await update.mutateAsync({ selection, filters, change });
    if (result.updated > 0) notifications.show({ color: 'green', message: CASES_UPDATED });
    for (const skipped of result.skipped) {
      notifications.show({
        color: 'yellow',
        message: `Case ${skipped.id}: ${skipped.reason}`,
        autoClose: 8000,
      });
    }
    clearSelection();
    close();
  };

  const confirmDelete = () =>
    confirmAction({
      title: 'Delete Cases',
      message: `${subject} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ selection, filters });
          notifications.show({ color: 'green', message: CASES_DELETED });
          clearSelection();
        } catch (error) {
          toastFailure(error);
        }
      },
    });

  return (
    <>
      <BulkMenu isDisabled={count === 0}>
        <Menu.Item leftSection={<IconUserPlus size={14} />} onClick={() => setDialog('assign')}>
          Assign Agent
        </Menu.Item>
        <Menu.Item leftSection={<IconProgressCheck size={14} />} onClick={() => setDialog('alerts')}>
          Update Open Alerts
        </Menu.Item>
        <Menu.Item leftSection={<IconProgressCheck size={14} />} onClick={() => setDialog('status')}>
          Change Status
        </Menu.Item>
        {isAdmin && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
              Delete
            </Menu.Item>
          </>
        )}
      </BulkMenu>
      {dialog === 'assign' && (
        <AssignAgentDialog
          subject={subject}
          onClose={close}
          onAssign={(userId) => send({ assigned_to: userId }).catch(toastFailure)}
        />
      )}
      {dialog === 'status' && <ChangeStatusDialog subject={subject} onClose={close} onSend={send} />}
      {dialog === 'alerts' && (
        <UpdateOpenAlertsDialog
          subject={subject.charAt(0).toLowerCase() + subject.slice(1)}
          onSend={(change) => updateOpenAlerts(selection, filters, change)}
          onClose={close}
          onDone={clearSelection}
        />
      )}
    </>
  );
}

/** Change Status: a status and a comment, both required (spec part 3 §5). */
function ChangeStatusDialog({
  subject,
  onClose,
  onSend,
}: {
  subject: string;
  onClose: () => void;
  onSend: (change: CaseBulkUpdateBody) => Promise<void>;
}) {
  const [status, setStatus] = useState<string | null>(null);
  return (
    <ChangeWithCommentDialog
      title="Change Status"
      subject={subject}
      isChoiceMade={status !== null}
      onClose={onClose}
      onConfirm={(body) => onSend({ status: Number(status) as 1 | 2 | 3, comment: { body } })}
    >
      <Select
        label="Status"
        placeholder="Choose a status"
        withAsterisk
        data={STATUS_CHOICES}
        value={status}
        onChange={setStatus}
        comboboxProps={{ withinPortal: true }}
        data-testid="case-status-select"
      />
    </ChangeWithCommentDialog>
  );
}
