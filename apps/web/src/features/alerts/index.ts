export { ALERT_DETAIL_ERROR, AlertDetail, hasRelevantTransactions } from './alert-detail/index.ts';
export { AlertListPage } from './components/alert-list-page.tsx';
export { ALERTS_EMPTY, ALERTS_ERROR, EntityAlerts, useEntityAlerts } from './entity-alerts/index.ts';
export { useAlertParam } from './use-alert-param.ts';
