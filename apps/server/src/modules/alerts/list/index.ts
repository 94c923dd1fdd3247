export type { AlertListScope } from './alert-conditions.ts';
export { matchingAlertIds } from './alert-list.repo.ts';
export { alertListRoutes } from './alert-list.routes.ts';
export { type AlertListFilter, alertListFilters } from './alert-list-filters.ts';
export { alertListExport } from './export-alerts.ts';
export { type AlertObjectType, openAlertIdsOf } from './open-alerts-of.ts';
