export { alertRoutes } from './alerts.routes.ts';
export {
  type AlertedObject,
  type AlertRow,
  findAlertedObject,
  selectAlertRows,
} from './object-alerts.repo.ts';
export { presentAlert } from './present-alert.ts';
export { raiseAlerts } from './raise-alerts.ts';
export { raiseScreeningAlerts, type ScreeningToAlert } from './raise-on-screening.ts';
