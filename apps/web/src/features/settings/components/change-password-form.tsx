import { Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ERROR_TEXTS, passwordChecklist, SHELL_MESSAGES } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { routes } from '../../../lib/routes.ts';
import { type PasswordChange, useChangePassword } from '../api.ts';
import { serverMessage } from '../error-message.ts';
import { PasswordChecklist } from './password-checklist.tsx';

const INITIAL: PasswordChange = {
  current_password: '',
  new_password: '',
  new_password_2: '',
  revoke_api_keys: true,
};

/**
 * The current password, then the new one and its confirmation with a live checklist; Save is enabled only when
 * every rule holds. The current password keeps a stolen session from taking the account over, and API keys, which
 * outlive a password change, are revoked too unless the user unticks it: a password is changed most often because
 * it may be known to someone else, who may have minted keys (decisions 0020, 0065). The server revokes every
 * session on success, so the user goes through logout and signs in again.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: INITIAL,
    validate: { current_password: (value) => (value ? null : ERROR_TEXTS.field_required) },
  });
  const checklist = passwordChecklist(form.values.new_password, form.values.new_password_2);
  const isValid = checklist.minLength && checklist.hasNumber && checklist.matches;

  const save = form.onSubmit((values) => {
    if (!isValid) return;
    change.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: SHELL_MESSAGES.passwordChanged });
        form.reset();
        navigate(routes.logout());
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        form.setErrors(fields);
        // A field's error shows under it (a wrong current password); anything else is a toast.
        if (!Object.keys(fields).some((name) => name in INITIAL))
          notifications.show({ color: 'red', message: serverMessage(error, 'Something went wrong') });
      },
    });
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Current password"
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="New password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('new_password_2')}
          />
        </SimpleGrid>
        <PasswordChecklist checklist={checklist} />
        <Checkbox
          label="Also revoke my API keys"
          description="Keys keep working after a password change unless they are revoked."
          {...form.getInputProps('revoke_api_keys', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={!isValid}>
            Save password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
