import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ERROR_TEXTS } from '@riskscreen/shared';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateApiKey } from '../api.ts';
import { serverMessage } from '../error-message.ts';

/**
 * The first step of creating a key: the password again. A key keeps working after a password change, so a stolen
 * session must not be enough to mint one (decision 0020). A wrong password shows under the field and creates
 * nothing; the new key goes to onCreated, which shows it once.
 */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const create = useCreateApiKey();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : ERROR_TEXTS.field_required) },
  });
  // The typed password is never kept once the modal closes.
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created.key);
      },
      onError: (error) => {
        const passwordError = error instanceof ApiError ? error.fieldErrors.password : undefined;
        if (passwordError) form.setFieldError('password', passwordError);
        else notifications.show({ color: 'red', message: serverMessage(error, 'Something went wrong') });
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Confirm your password to create an API key" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A key keeps working after a password change until it is revoked.
          </Text>
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <DialogActions gap="sm" onCancel={close} label="Create key" isBusy={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
