import { MonitoringConfigPage } from './components/monitoring-config-page.tsx';

/** The lazily loaded page of /settings/workspace/config. */
export default function MonitoringConfigRoute() {
  return <MonitoringConfigPage />;
}
