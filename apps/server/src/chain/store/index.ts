/**
 * The chain store writer shared by every provider (demo, evm, esplora). Typical load:
 *   upsertAssets → upsertPrices → PriceBook.load → writeBlocks (per batch) → writeAddressAttributes →
 *   refreshAddressFacts → writeClusters → writeBalances → markSynced.
 */

export { refreshAddressFacts } from './address-facts.ts';
export { fromBaseUnits, splitUtxo, toBaseUnits } from './amounts.ts';
export { chunks, inTransaction, ROWS_PER_INSERT } from './batch.ts';
export { copyRows } from './copy.ts';
export { PriceBook, usd } from './price-book.ts';
export {
  importPrices,
  type ParsedPrices,
  type PriceImportOutcome,
  type PriceRowError,
  parsePriceCsv,
} from './price-import.ts';
export {
  type AddressAttributes,
  type AssetInput,
  type BalanceInput,
  type ClusterInput,
  markSynced,
  type PriceInput,
  revalueAtBlockTime,
  upsertAssets,
  upsertPrices,
  writeAddressAttributes,
  writeBalances,
  writeClusters,
} from './reference-data.ts';
export type {
  Amount,
  BlockBatch,
  NativeAsset,
  TransactionInput,
  TransferInput,
  TxIoInput,
  WriteResult,
} from './types.ts';
export { type WriteOptions, writeBlocks } from './write-blocks.ts';
