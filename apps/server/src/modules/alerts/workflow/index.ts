export { alertWorkflowRoutes } from './alert-workflow.routes.ts';
export { alertWorkflowJobs, queueCloseArchivedAlerts } from './alert-workflow-jobs.ts';
export { autoResolveRoutes } from './auto-resolve.routes.ts';
export { autoResolveAlerts, NO_LONGER_FIRES } from './auto-resolve-alerts.ts';
export { autoResolveOnScreening, type ScreeningToResolve } from './auto-resolve-on-screening.ts';
export { type AlertBulkUpdate, bulkUpdateAlerts, updateAlertsById } from './bulk-update.ts';
export { closeAlertsOfArchived, closeAlertsOfArchivedObjects } from './close-archived-alerts.ts';
export { updateOpenAlertsOf } from './update-open-alerts.ts';
