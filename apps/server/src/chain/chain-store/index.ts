/**
 * The chain store's backends: PostgreSQL with the in-memory graph (default), or ClickHouse (CHAIN_STORE_URL) read
 * one neighbourhood at a time.
 */
export {
  attachChainStore,
  type ChainStore,
  chainStoreOf,
  columnStoreOf,
  openChainStore,
  POSTGRES_CHAIN_STORE,
} from './chain-store.ts';
export { ClickHouseChainStore } from './clickhouse-chain-store.ts';
export { copyTransfersToColumnStore } from './copy-to-column-store.ts';
export {
  CLICKHOUSE_SERVER,
  clickHouseInstalled,
  freePort,
  type LocalClickHouse,
  startLocalClickHouse,
} from './local-clickhouse.ts';
export { openDatabaseWithChainStore } from './open-database.ts';
export { columnRowsOf, type StoredTransfer } from './transfer-rows.ts';
export type { AddressDegree, ChainActivity, ChainTransferRow, PairFlow } from './types.ts';
