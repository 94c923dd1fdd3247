export { reportRoutes } from './reports.routes.ts';
