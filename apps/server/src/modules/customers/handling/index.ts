export { customerActivityRoutes, customerTransferExports } from './customer-activity.routes.ts';
export { customerListExport, customerRoutes } from './customers.routes.ts';
export { matchingCustomerIds } from './matching-customers.ts';
