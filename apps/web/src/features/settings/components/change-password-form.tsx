import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordChecklist, SHELL_MESSAGES } from '@riskscreen/shared';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api.ts';
import { serverMessage } from '../error-message.ts';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * New password and its confirmation with a live checklist; Save is enabled only when every rule holds. The
 * server revokes every session on success, so the user goes through logout and signs in again.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { new_password: '', new_password_2: '' } });
  const checklist = passwordChecklist(form.values.new_password, form.values.new_password_2);
  const isValid = checklist.minLength && checklist.hasNumber && checklist.matches;

  const save = form.onSubmit((values) => {
    if (!isValid) return;
    change.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: SHELL_MESSAGES.passwordChanged });
        form.reset();
        navigate('/accounts/logout');
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
        notifications.show({ color: 'red', message: serverMessage(error, 'Something went wrong') });
      },
    });
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
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
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={!isValid}>
            Save password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
