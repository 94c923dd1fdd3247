import { IntegrationsPage } from './components/integrations-page.tsx';

/** The lazily loaded page of /settings/workspace/integrations. */
export default function IntegrationsRoute() {
  return <IntegrationsPage />;
}
