export { dashboardRoutes } from './dashboard.routes.ts';
export { dashboardExports } from './dashboard-exports.ts';
