export {
  findScreenedAddress,
  type ScreenedAddressRow,
  saveScreenedAddress,
} from './screened-addresses.repo.ts';
export {
  findScreenedTransaction,
  findScreenedTransactionByHash,
  listScreenedTransactions,
  type ScreenedTransactionRow,
  saveScreenedTransaction,
} from './screened-transactions.repo.ts';
export { parseTransactionListFilters } from './transaction-list-filters.ts';
