import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** numeric columns: read as number (parsed by the client), written as number or string. */
export type Numeric = ColumnType<number, number | string, number | string>;
export type NumericDefault = ColumnType<number, number | string | undefined, number | string>;
export type BigintCol = ColumnType<number, number | string, number | string>;

export interface ChainSyncTable {
  blockchain: number;
  provider: string;
  last_synced_block: BigintCol | null;
  last_synced_block_timestamp: NullableTimestamp;
  last_updated_at: Timestamp;
  /** Last change to stored transfers other than new ones (a revaluation): a graph in memory is built again. */
  rewritten_at: Generated<Date>;
}
export interface AssetsTable {
  id: Generated<number>;
  blockchain: number;
  symbol: string;
  name: string;
  contract_address: Generated<string>;
  decimals: number;
  is_native: Generated<boolean>;
}
export interface PricesTable {
  asset_symbol: string;
  day: ColumnType<string, string, string>;
  usd: Numeric;
}
export interface ClustersTable {
  id: Generated<number>;
  blockchain: number;
  representative: string;
  size: Generated<number>;
}
export interface ChainTransactionsTable {
  id: Generated<number>;
  blockchain: number;
  hash: string;
  block_number: number | null;
  block_time: NullableTimestamp;
  fee: NumericDefault;
  fee_usd: NumericDefault;
  value: NumericDefault;
  value_usd: NumericDefault;
  is_coinbase: Generated<boolean>;
  status: Generated<number>;
}
export interface TxIoTable {
  tx_id: number;
  is_input: boolean;
  position: number;
  address: string;
  asset_symbol: string;
  amount: Numeric;
  value_usd: NumericDefault;
}
export interface TransfersTable {
  id: Generated<number>;
  blockchain: number;
  tx_id: number;
  transfer_type: number;
  position: Generated<number>;
  from_address: string;
  to_address: string;
  asset_symbol: string;
  asset_contract: Generated<string>;
  amount: Numeric;
  value_usd: NumericDefault;
  block_number: number | null;
  block_time: NullableTimestamp;
}
export interface ChainAddressesTable {
  blockchain: number;
  address: string;
  first_seen: NullableTimestamp;
  last_seen: NullableTimestamp;
  incoming_count: Generated<number>;
  outgoing_count: Generated<number>;
  total_incoming_usd: NumericDefault;
  total_outgoing_usd: NumericDefault;
  counterparty_count: Generated<number>;
  is_contract: Generated<boolean>;
  token_account_owner: string | null;
  cluster_id: number | null;
}
export interface BalancesTable {
  blockchain: number;
  address: string;
  asset_symbol: string;
  asset_contract: Generated<string>;
  balance: Numeric;
  balance_usd: NumericDefault;
}

export interface ChainTables {
  chain_sync: ChainSyncTable;
  assets: AssetsTable;
  prices: PricesTable;
  clusters: ClustersTable;
  chain_transactions: ChainTransactionsTable;
  tx_io: TxIoTable;
  transfers: TransfersTable;
  chain_addresses: ChainAddressesTable;
  balances: BalancesTable;
}
