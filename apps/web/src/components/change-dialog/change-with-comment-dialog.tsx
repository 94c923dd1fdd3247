import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { DialogActions } from '../ui/dialog-actions.tsx';
import { plainTextToHtml } from './comment-html.ts';
import { COMMENT_REQUIRED, SOMETHING_WRONG } from './messages.ts';

type Props = {
  title: string;
  /** What the change applies to, as said in the dialog ('12 alerts', 'All 80 matching alerts'). */
  subject: string;
  /** The picker of what changes (the assignee, the stage). */
  children: ReactNode;
  /** Whether the picker holds a choice. */
  isChoiceMade: boolean;
  onClose: () => void;
  /** Sends the change with the comment (HTML); on a failure the dialog stays open with the reason shown. */
  onConfirm: (comment: string) => Promise<void>;
};

/**
 * The frame of the dialogs that change alerts in bulk (the alert list's Assign and Update Status, the entity lists'
 * Update Open Alerts; spec part 3 §5): a change always needs a comment, so Confirm stays disabled while the comment
 * is empty and a comment left empty says 'Enter a comment'. Cancel closes without a change.
 */
export function ChangeWithCommentDialog({
  title,
  subject,
  children,
  isChoiceMade,
  onClose,
  onConfirm,
}: Props) {
  const [comment, setComment] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const isEmpty = comment.trim() === '';
  const commentError = isTouched && isEmpty ? COMMENT_REQUIRED : serverError;

  const confirm = async () => {
    setSending(true);
    setServerError(undefined);
    try {
      await onConfirm(plainTextToHtml(comment));
    } catch (error) {
      // The comment's own error under it; any other failure as the server says it (spec part 3 §7.9).
      const commentFailure = error instanceof ApiError ? error.fieldErrors.comment : undefined;
      if (commentFailure) setServerError(commentFailure);
      else {
        const message = (error instanceof ApiError && errorText(error.body)) || SOMETHING_WRONG;
        notifications.show({ color: 'red', message });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered size="md" data-testid="bulk-dialog">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {subject}
        </Text>
        {children}
        <Textarea
          label="Comment"
          placeholder="Why is this changing?"
          withAsterisk
          rows={4}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setTouched(true);
            setServerError(undefined);
          }}
          onBlur={() => setTouched(true)}
          error={commentError}
          data-testid="bulk-comment"
        />
        <DialogActions
          gap="xs"
          onCancel={onClose}
          label="Confirm"
          onConfirm={() => void confirm()}
          isBusy={isSending}
          isDisabled={isEmpty || !isChoiceMade}
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
