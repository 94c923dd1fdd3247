import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { ENTER_A_COMMENT } from '@riskscreen/shared';
import { type ReactNode, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

type Props = {
  opened: boolean;
  title: string;
  /** What will change, e.g. 'Open → In Review'. */
  summary: ReactNode;
  isSaving: boolean;
  /** A server error to show under the comment (a refused change). */
  error: string | null;
  onConfirm: (comment: string) => void;
  onClose: () => void;
};

/**
 * Every status or assignee change of an alert needs a comment (spec part 3 §4.1, §5): Confirm stays disabled while
 * it is empty, and a comment emptied again says 'Enter a comment'.
 */
export function ChangeDialog({ opened, title, summary, isSaving, error, onConfirm, onClose }: Props) {
  const [comment, setComment] = useState('');
  const [isTouched, setTouched] = useState(false);
  const isEmpty = comment.trim() === '';
  const close = () => {
    setComment('');
    setTouched(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="md">
      <Stack gap="sm">
        <Text size="sm" data-testid="change-summary">
          {summary}
        </Text>
        <Textarea
          label="Comment"
          placeholder="Why this change? The comment is kept in the alert's audit trail."
          withAsterisk
          rows={4}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={(isTouched && isEmpty ? ENTER_A_COMMENT : null) ?? error}
          data-autofocus
          data-testid="change-comment"
        />
        <DialogActions
          gap="xs"
          onCancel={close}
          label="Confirm"
          onConfirm={() => onConfirm(comment)}
          isBusy={isSaving}
          isDisabled={isEmpty}
          testId="change-confirm"
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
