export { ApiKeysPage } from './components/api-keys-page.tsx';
export { NotificationSettingsPage } from './components/notification-settings-page.tsx';
export { ProfileSettingsPage } from './components/profile-settings-page.tsx';
