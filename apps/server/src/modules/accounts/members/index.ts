export { memberRoutes } from './members.routes.ts';
