import { AlertListPage } from '../../features/alerts/index.ts';

export default function AlertsRoute() {
  return <AlertListPage />;
}
