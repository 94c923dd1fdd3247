import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AlertBulkUpdateAnswer, endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { ChangeWithCommentDialog } from '../change-dialog/change-with-comment-dialog.tsx';
import { ALERTS_UPDATED, skippedText } from '../change-dialog/messages.ts';

export type OpenAlertsChange = { workflow_stage: number; comment: { body: string } };

type Props = {
  /** What is selected, as said in the dialog ('3 addresses', 'All 120 matching addresses'). */
  subject: string;
  onSend: (change: OpenAlertsChange) => Promise<AlertBulkUpdateAnswer>;
  onClose: () => void;
  /** After a change: the list clears its selection and reloads. */
  onDone: () => void;
};

/**
 * Update Open Alerts of an entity list: the open alerts of the selected rows move to the chosen stage, each with
 * the comment. Every stage a person may choose is offered (the rows' alerts sit in stages the list does not show);
 * the server skips an alert that cannot move there and says why, and the toast repeats it.
 */
export function UpdateOpenAlertsDialog({ subject, onSend, onClose, onDone }: Props) {
  const workspace = useWorkspaceSlug();
  const stages = useQuery({
    queryKey: ['workflow-stages', workspace],
    queryFn: ({ signal }) => api.call(endpoints.alerts.workflowStages, { signal }),
  });
  const [stage, setStage] = useState<string | null>(null);
  const choices = (stages.data ?? []).filter((s) => !s.is_system);
  return (
    <ChangeWithCommentDialog
      title="Update Open Alerts"
      subject={`The open alerts of ${subject}`}
      isChoiceMade={stage !== null}
      onClose={onClose}
      onConfirm={async (body) => {
        const result = await onSend({ workflow_stage: Number(stage), comment: { body } });
        if (result.updated > 0) notifications.show({ color: 'green', message: ALERTS_UPDATED });
        else if (result.skipped.length === 0) {
          notifications.show({ color: 'yellow', message: 'The selection has no open alerts.' });
        }
        if (result.skipped.length > 0) {
          notifications.show({ color: 'yellow', message: skippedText(result.skipped), autoClose: 8000 });
        }
        onDone();
        onClose();
      }}
    >
      <Select
        label="Status"
        placeholder="Select a status"
        withAsterisk
        data={choices.map((s) => ({ value: String(s.id), label: s.name }))}
        value={stage}
        onChange={setStage}
        comboboxProps={{ withinPortal: true }}
        data-testid="stage-select"
      />
    </ChangeWithCommentDialog>
  );
}
