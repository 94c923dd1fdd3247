export { transactionListExport } from './transaction-list-export.ts';
export { transactionRoutes } from './transactions.routes.ts';
