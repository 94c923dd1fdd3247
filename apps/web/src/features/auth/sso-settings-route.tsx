import { SsoSettingsPage } from './components/sso-settings-page.tsx';

/** /settings/organisation/single-sign-on */
export default function SsoSettingsRoute() {
  return <SsoSettingsPage />;
}
