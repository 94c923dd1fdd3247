export { MonitoringConfigPage } from './components/monitoring-config-page.tsx';
