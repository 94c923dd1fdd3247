export { IntegrationDetailPage } from './components/integration-detail-page.tsx';
export { IntegrationsPage } from './components/integrations-page.tsx';
