import { IntegrationDetailPage } from './components/integration-detail-page.tsx';

/** The lazily loaded page of /settings/workspace/integrations/{integrationType}. */
export default function IntegrationDetailRoute() {
  return <IntegrationDetailPage />;
}
