import { UsagePage } from './components/usage-page.tsx';

/** /settings/organisation/usage */
export default function UsageRoute() {
  return <UsagePage />;
}
