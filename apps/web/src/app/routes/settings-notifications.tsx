import { NotificationSettingsPage } from '../../features/settings/index.ts';

export default function NotificationSettingsRoute() {
  return <NotificationSettingsPage />;
}
