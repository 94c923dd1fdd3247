import { List, PasswordInput, Stack, ThemeIcon } from '@mantine/core';
import { passwordChecklist } from '@riskscreen/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';

type NewPassword = ReturnType<typeof useNewPassword>;

/** The state of a new password form: both entries, whether they pass, and their body fields. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    isReady: isPasswordReady(password, confirmation),
    body: { new_password: password, new_password_2: confirmation },
  };
}

/** A new password and its confirmation, with the live checklist of the change-password rules. */
export function NewPasswordFields({
  value: { password, confirmation, setPassword, setConfirmation },
  errors,
}: {
  value: NewPassword;
  errors: { new_password?: string | undefined; new_password_2?: string | undefined };
}) {
  const checks = passwordChecklist(password, confirmation);
  const item = (ok: boolean, text: string) => (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'green' : 'gray'} size={16} radius="xl">
          {ok ? <IconCheck size={11} /> : <IconX size={11} />}
        </ThemeIcon>
      }
    >
      {text}
    </List.Item>
  );
  return (
    <Stack gap="xs">
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.new_password}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.currentTarget.value)}
        error={errors.new_password_2}
      />
      <List size="xs" spacing={2} c="dimmed">
        {item(checks.minLength, 'At least 8 characters')}
        {item(checks.hasNumber, 'At least 1 numeric character')}
        {item(checks.matches, 'Both passwords match')}
      </List>
    </Stack>
  );
}

/** Whether every rule of the checklist holds (the submit button waits for it). */
export function isPasswordReady(password: string, confirmation: string): boolean {
  const c = passwordChecklist(password, confirmation);
  return c.minLength && c.hasNumber && c.matches;
}
