export { alertWorkflowRoutes } from './alert-workflow.routes.ts';
export { type AlertBulkUpdate, bulkUpdateAlerts, updateAlertsById } from './bulk-update.ts';
export { updateOpenAlertsOf } from './update-open-alerts.ts';
