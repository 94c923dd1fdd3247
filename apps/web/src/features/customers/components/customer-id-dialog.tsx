import { Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { CUSTOMER_ID_REQUIRED } from '../messages.ts';

type Props = {
  title: string;
  submitLabel: string;
  /** The id as it is now (rename), or '' (a new customer). */
  initial: string;
  onClose: () => void;
  /** Saves the trimmed id; a field error of the answer shows under the input, the dialog stays open. */
  onSave: (customerId: string) => Promise<void>;
};

/**
 * Add Customer and Edit (rename) (spec part 2 §5): the Customer ID is required, no minimum length; a rename's
 * button stays disabled while the id is empty or unchanged.
 */
export function CustomerIdDialog({ title, submitLabel, initial, onClose, onSave }: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const trimmed = value.trim();
  const isRename = initial !== '';
  const isDisabled = isRename && (trimmed === '' || trimmed === initial);

  const submit = async () => {
    if (!trimmed) return setError(CUSTOMER_ID_REQUIRED);
    setSaving(true);
    try {
      await onSave(trimmed);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      const text =
        fields.customer_id ??
        fields.new_customer_id ??
        ((failure instanceof ApiError && errorText(failure.body)) || 'Something went wrong');
      setError(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered data-testid="customer-id-dialog">
      <PlainForm onSubmit={() => void submit()}>
        <Stack gap="sm">
          <TextInput
            label="Customer ID"
            withAsterisk
            autoComplete="off"
            data-autofocus
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-testid="customer-id-input"
          />
          <DialogActions
            onCancel={onClose}
            label={submitLabel}
            isBusy={isSaving}
            isDisabled={isDisabled}
            isCancelHeldWhileBusy
          />
        </Stack>
      </PlainForm>
    </Modal>
  );
}
