export { useEntityAlerts } from './api.ts';
export { ALERTS_EMPTY, ALERTS_ERROR, EntityAlerts } from './entity-alerts.tsx';
