import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateCase } from '../api.ts';
import { CASE_NAME_EDITED, NAME_REQUIRED } from '../messages.ts';
import { toastFailure } from './case-bulk-actions.tsx';

/** Edit Case Name: required (spec part 2 §5); the button waits for a changed, non-empty name. */
export function EditCaseNameModal({
  caseId,
  name,
  onClose,
}: {
  caseId: string;
  name: string;
  onClose: () => void;
}) {
  const update = useUpdateCase(caseId);
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const trimmed = text.trim();
  const save = async () => {
    try {
      await update.mutateAsync({ name: trimmed });
      notifications.show({ color: 'green', message: CASE_NAME_EDITED });
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.name : undefined;
      if (field) setError(field);
      else toastFailure(failure);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Edit Case Name" centered data-testid="edit-case-name">
      <Stack gap="md">
        <TextInput
          label="Case Name"
          withAsterisk
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
          error={error ?? (trimmed === '' ? NAME_REQUIRED : undefined)}
          data-autofocus
          data-testid="case-name-input"
        />
        <DialogActions
          gap="xs"
          onCancel={onClose}
          label="Save"
          onConfirm={() => void save()}
          isBusy={update.isPending}
          isDisabled={trimmed === '' || trimmed === name}
          testId="edit-case-name-save"
          isCancelHeldWhileBusy
        />
      </Stack>
    </Modal>
  );
}
