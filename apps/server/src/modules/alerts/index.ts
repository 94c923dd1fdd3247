export { alertRoutes } from './alerts.routes.ts';
export { raiseAlerts } from './raise-alerts.ts';
