import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CASE_CLOSE_LEAVES_ALERTS,
  type CaseActionDto,
  type CaseDetail,
  CaseStatus,
} from '@riskscreen/shared';
import { useState } from 'react';
import { ChangeWithCommentDialog } from '../../../components/change-dialog/change-with-comment-dialog.tsx';
import { useUpdateCase } from '../api.ts';
import { CASE_ACTION_LABELS, isWarningAction } from '../case-actions.ts';
import { useCloseOutcome } from '../close-outcome.ts';
import { CASE_STATUS_UPDATED } from '../messages.ts';
import { caseStatusLabel } from './case-status-badge.tsx';

/**
 * The status actions the server offers the caller on this case (spec part 3 §4.2: approvers Accept or Reject a
 * pending case, others Open or Escalate it), each asking for a comment. The status the user saw travels along, so
 * a case someone moved meanwhile is refused (409) rather than moved twice.
 */
export function CaseStatusActions({ detail }: { detail: CaseDetail }) {
  const [chosen, setChosen] = useState<CaseActionDto | null>(null);
  const update = useUpdateCase(String(detail.id));
  const closeOutcome = useCloseOutcome();
  // Close under mandatory approval goes to an approver: the dialog says where the case really goes.
  const outcome = chosen?.action === 'close' && closeOutcome !== null ? closeOutcome : chosen?.status;
  return (
    <Group gap="xs" data-testid="case-status-actions">
      {detail.actions.map((action) => (
        <Button
          key={action.action}
          size="xs"
          variant={isWarningAction(action) ? 'light' : 'filled'}
          color={isWarningAction(action) ? 'red' : undefined}
          onClick={() => setChosen(action)}
          data-testid={`case-action-${action.action}`}
        >
          {CASE_ACTION_LABELS[action.action]}
        </Button>
      ))}
      {chosen && (
        <ChangeWithCommentDialog
          title={`${CASE_ACTION_LABELS[chosen.action]} Case`}
          subject={`${caseStatusLabel(detail.status)} → ${caseStatusLabel(outcome ?? chosen.status)}`}
          isChoiceMade
          onClose={() => setChosen(null)}
          onConfirm={async (body) => {
            await update.mutateAsync({
              status: chosen.status as 1 | 2 | 3 | 4,
              expected_status: detail.status as 1 | 2 | 3 | 4,
              comment: { body },
            });
            notifications.show({ color: 'green', message: CASE_STATUS_UPDATED });
            setChosen(null);
          }}
        >
          {outcome === CaseStatus.PendingApproval && (
            <Text size="sm" c="dimmed" data-testid="close-needs-approval">
              Closing needs an approver here: the case waits in Pending Approval until an approver accepts or
              rejects it.
            </Text>
          )}
          {(outcome === CaseStatus.PendingApproval || outcome === CaseStatus.Closed) && (
            <Text size="sm" c="dimmed" data-testid="close-leaves-alerts">
              {detail.open_alerts_count > 0
                ? `${detail.open_alerts_count} open alert${detail.open_alerts_count === 1 ? '' : 's'} of its entities stay open. `
                : ''}
              {CASE_CLOSE_LEAVES_ALERTS}
            </Text>
          )}
        </ChangeWithCommentDialog>
      )}
    </Group>
  );
}
