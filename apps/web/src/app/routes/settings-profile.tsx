import { ProfileSettingsPage } from '../../features/settings/index.ts';

export default function ProfileSettingsRoute() {
  return <ProfileSettingsPage />;
}
