import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LIMITS, SHELL_MESSAGES, type UserProfile } from '@riskscreen/shared';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api.ts';
import { timezoneOptions } from '../timezones.ts';

type Values = { first_name: string; last_name: string; timezone: string };

const REQUIRED = 'This field is required.';

function nameRule(value: string): string | null {
  if (!value.trim()) return REQUIRED;
  if (value.trim().length > LIMITS.nameMaxLength)
    return `Ensure this field has no more than ${LIMITS.nameMaxLength} characters.`;
  return null;
}

/** First and last name and time zone; the e-mail address is shown but cannot be changed here. */
export function PersonalInformationForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    validateInputOnBlur: true,
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      timezone: profile.timezone,
    },
    validate: {
      first_name: nameRule,
      last_name: nameRule,
      timezone: (value) => (value ? null : REQUIRED),
    },
  });
  const zones = useMemo(() => timezoneOptions(profile.timezone), [profile.timezone]);

  const save = form.onSubmit((values) => {
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      timezone: values.timezone,
      language: profile.language,
    };
    update.mutate(body, {
      onSuccess: (saved) => {
        const next = { first_name: saved.first_name, last_name: saved.last_name, timezone: saved.timezone };
        form.setValues(next);
        form.setInitialValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', message: SHELL_MESSAGES.profileUpdated });
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(error.fieldErrors);
        notifications.show({ color: 'red', message: SHELL_MESSAGES.profileFailed });
      },
    });
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('last_name')} />
          <TextInput label="Email" value={profile.email} readOnly variant="filled" />
          <Select
            label="Timezone"
            withAsterisk
            searchable
            allowDeselect={false}
            nothingFoundMessage="No matching time zone"
            data={zones}
            {...form.getInputProps('timezone')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
