export { customerActivityRoutes } from './customer-activity.routes.ts';
export { customerRoutes } from './customers.routes.ts';
