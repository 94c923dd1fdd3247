export { firstRunRoutes } from './first-run.routes.ts';
