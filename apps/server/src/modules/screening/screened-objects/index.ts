export { alertedByRuleNamed } from './alerted-by-rule.ts';
export { setFrozenOnCustody } from './custody-frozen-state.ts';
export {
  findLiveRow,
  findLiveRowOf,
  LIVE_ROW_COLUMNS,
  type LiveRowOf,
  SCREENED_TABLES,
  type ScreenedAddressRow,
  type ScreenedKind,
  type ScreenedTransactionRow,
} from './live-rows.ts';
export {
  type LiveRowSubject,
  type LockedLiveRow,
  liveRowKey,
  lockLiveRows,
} from './lock-live-rows.ts';
export {
  type AddressRowDeferral,
  type AddressRowWrite,
  saveScreenedAddress,
  writeAddressRows,
} from './screened-addresses.repo.ts';
export { listScreenedTransactions, saveScreenedTransaction } from './screened-transactions.repo.ts';
export { parseTransactionListFilters } from './transaction-list-filters.ts';
