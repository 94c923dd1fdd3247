export { transactionRoutes } from './transactions.routes.ts';
