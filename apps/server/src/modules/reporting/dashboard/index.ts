export { compactEveryWorkspace } from './compact-rollups.ts';
export { dashboardRoutes } from './dashboard.routes.ts';
export { dashboardExports } from './dashboard-exports.ts';
export { COMPACTION_JOB, dashboardJobs } from './dashboard-jobs.ts';
export { addDays, type DashboardRange, dashboardRange } from './dashboard-range.ts';
export { type PeriodFigures, periodFigures } from './period-figures.ts';
