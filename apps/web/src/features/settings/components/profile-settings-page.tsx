import { Skeleton, Stack, Title } from '@mantine/core';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { useProfile } from '../api.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LoadFailure } from './load-failure.tsx';
import { PersonalInformationForm } from './personal-information-form.tsx';

/** /settings/user/profile: personal information and password. */
export function ProfileSettingsPage() {
  const profile = useProfile();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>Profile Settings</Title>
      <SettingsSection title="Personal Information">
        {profile.isPending ? (
          <Skeleton height={140} />
        ) : profile.isError ? (
          <LoadFailure error={profile.error} />
        ) : (
          // Keyed by id so a different user's profile starts a fresh form.
          <PersonalInformationForm key={profile.data.id} profile={profile.data} />
        )}
      </SettingsSection>
      <SettingsSection
        title="Change Password"
        description="After the change you are signed out everywhere and sign in again with the new password."
      >
        <ChangePasswordForm />
      </SettingsSection>
    </Stack>
  );
}
