import type { TransferType } from '@riskscreen/shared';

/** An amount in decimal units of its asset ("0.5" BTC, not satoshis). Strings keep full precision. */
export type Amount = string | number;

/** The chain's native asset: the unit of fees, UTXO inputs/outputs and type 1/2/3 transfers. */
export type NativeAsset = { symbol: string; decimals: number };

/** One value movement. Minted value (block rewards) comes from the empty address ''. */
export type TransferInput = {
  type: TransferType;
  from: string;
  to: string;
  /** Asset symbol as priced in `prices` (BTC, ETH, USDT…). */
  assetSymbol: string;
  /** Token contract; '' (default) for the native asset. */
  assetContract?: string;
  amount: Amount;
  /** USD value at block time; default amount × the asset's price on the block's UTC day (0 without a price). */
  valueUsd?: number;
};

/** A UTXO input (the spent output's owner and value) or output, kept for display. */
export type TxIoInput = { address: string; amount: Amount };

export type TransactionInput = {
  hash: string;
  blockNumber: number | null;
  blockTime: Date | null;
  /** Fee in native units (0 by default). */
  fee?: Amount;
  isCoinbase?: boolean;
  /** 1 success (default), 0 failed. */
  status?: number;
  /** Native value moved; default: sum of outputs (UTXO) or of the type 1/8 transfers. */
  value?: Amount;
  inputs?: TxIoInput[];
  outputs?: TxIoInput[];
  /**
   * Address-level transfers. When omitted on a UTXO transaction with inputs and outputs they are derived by the
   * proportional split (see splitUtxo).
   */
  transfers?: TransferInput[];
};

export type BlockBatch = { native: NativeAsset; transactions: TransactionInput[] };

export type WriteResult = {
  /** Transactions newly stored (a hash already in the store is skipped with everything it carries). */
  inserted: number;
  skipped: number;
  transfers: number;
  /** Addresses touched by the new transfers (for refreshAddressFacts). */
  addresses: Set<string>;
};
