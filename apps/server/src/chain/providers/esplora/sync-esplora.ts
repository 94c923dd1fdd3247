import { validateAddress } from '@riskscreen/engine';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { refreshAddressFacts } from '../../store/address-facts.ts';
import { fromBaseUnits } from '../../store/amounts.ts';
import { PriceBook } from '../../store/price-book.ts';
import { markSynced, upsertAssets, writeBalances } from '../../store/reference-data.ts';
import { utxoLedgerBalances } from '../../store/utxo-balances.ts';
import { writeBlocks } from '../../store/write-blocks.ts';
import { BITCOIN, BITCOIN_NATIVE } from '../config.ts';
import { ProviderResponseError } from '../provider-errors.ts';
import type { SyncOptions, SyncSummary } from '../sync-types.ts';
import { EsploraClient } from './esplora-client.ts';
import {
  type EsploraTx,
  esploraAddressSchema,
  esploraBlockSchema,
  esploraTxSchema,
} from './esplora-schemas.ts';
import { updateClusters } from './store-clusters.ts';
import { outputAddress, toClusterTx, toStoreTransaction } from './to-store.ts';

export const ESPLORA_PROVIDER = 'esplora';
/** Esplora pages block and address transactions by 25. */
const PAGE = 25;

export type EsploraTarget = { url: string; startBlock: number };

/**
 * Index Bitcoin blocks from an Esplora API: from the block after the last synced one (chain_sync) to the tip or
 * `toBlock`. Per batch of blocks: transactions with their inputs/outputs, transfers (proportional split; coinbase
 * rewards), the common-input clustering of the batch folded into the stored clusters, address facts, then
 * the balances of the addresses it touched, then chain_sync. Balances come from the stored inputs and outputs when
 * the sync started at the genesis block (the store then holds every output); from a later start they would miss
 * older outputs, so none are written and fetchAddress reads an address's balance from Esplora instead.
 */
export async function syncEsplora(
  db: Db,
  target: EsploraTarget,
  options: SyncOptions & { blocksPerBatch?: number } = {},
): Promise<SyncSummary> {
  const started = performance.now();
  const client = new EsploraClient(target.url);
  const tip = await client.tipHeight();
  const fromBlock = await nextBlock(db, target);
  const toBlock = Math.min(tip, options.toBlock ?? tip);
  const summary: SyncSummary = {
    blockchain: BITCOIN,
    provider: ESPLORA_PROVIDER,
    fromBlock,
    toBlock,
    blocks: 0,
    transactions: 0,
    transfers: 0,
    seconds: 0,
  };
  if (fromBlock > toBlock) {
    return { ...summary, fromBlock: null, toBlock: null, note: `already synced to block ${fromBlock - 1}` };
  }
  await ensureNativeAsset(db);
  const prices = await PriceBook.load(db, [BITCOIN_NATIVE.symbol]);
  const batchSize = options.blocksPerBatch ?? 10;

  for (let first = fromBlock; first <= toBlock; first += batchSize) {
    const last = Math.min(toBlock, first + batchSize - 1);
    const heights = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const blocks = await mapLimit(heights, 4, (height) => fetchBlock(client, height));
    const txs = blocks.flatMap((b) => b.txs);
    const written = await store(db, txs, prices);
    await refreshAddressFacts(db, BITCOIN, [...written.addresses]);
    if (target.startBlock === 0) {
      const balances = await utxoLedgerBalances(db, BITCOIN, ioAddresses(txs), BITCOIN_NATIVE);
      await writeBalances(db, BITCOIN, balances, prices);
    }
    const lastBlock = blocks[blocks.length - 1];
    if (!lastBlock) throw new ProviderResponseError(`Esplora returned no blocks for ${first}–${last}`);
    await markSynced(db, {
      blockchain: BITCOIN,
      provider: ESPLORA_PROVIDER,
      lastBlock: lastBlock.height,
      lastBlockTime: new Date(lastBlock.timestamp * 1000),
    });
    summary.blocks += blocks.length;
    summary.transactions += written.inserted;
    summary.transfers += written.transfers;
    options.onProgress?.({
      fromBlock,
      toBlock,
      block: last,
      blocksDone: last - fromBlock + 1,
      blocksTotal: toBlock - fromBlock + 1,
      transactions: summary.transactions,
    });
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export type FetchedAddress = {
  address: string;
  /** Confirmed transactions read from Esplora, and how many of them were new to the store. */
  transactions: number;
  inserted: number;
  /** True when the address has more transactions than `maxTransactions` (a busy service wallet). */
  truncated: boolean;
  balance: string;
};

/**
 * Pull one address into the store on demand (a screened address the block sync has not reached): its confirmed
 * transactions, newest first, up to `maxTransactions`; their clustering; its facts and its balance.
 */
export async function fetchAddress(
  db: Db,
  target: EsploraTarget,
  rawAddress: string,
  options: { maxTransactions?: number } = {},
): Promise<FetchedAddress> {
  const check = validateAddress(BITCOIN, rawAddress);
  if (!check.ok) throw new ProviderResponseError(check.message);
  const address = check.address;
  const max = options.maxTransactions ?? 500;
  const client = new EsploraClient(target.url);
  const path = `/address/${encodeURIComponent(address)}`;
  const stats = await client.json(path, esploraAddressSchema);
  if (!stats) throw new ProviderResponseError(`Esplora does not know the address ${address}`);

  const txs: EsploraTx[] = [];
  // The first page holds up to 50 unconfirmed and 25 confirmed transactions; later pages 25 confirmed each.
  let page = (await client.json(`${path}/txs`, z.array(esploraTxSchema))) ?? [];
  let confirmed = page.filter((t) => t.status.confirmed);
  while (true) {
    txs.push(...confirmed);
    const lastTx = confirmed[confirmed.length - 1];
    if (confirmed.length < PAGE || txs.length >= max || !lastTx) break;
    page = (await client.json(`${path}/txs/chain/${lastTx.txid}`, z.array(esploraTxSchema))) ?? [];
    confirmed = page.filter((t) => t.status.confirmed);
  }
  const kept = txs.slice(0, max);
  await ensureNativeAsset(db);
  const prices = await PriceBook.load(db, [BITCOIN_NATIVE.symbol]);
  const written = await store(db, kept, prices);
  await refreshAddressFacts(db, BITCOIN, [...written.addresses, address]);
  const sats = BigInt(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum);
  const balance = fromBaseUnits(sats, BITCOIN_NATIVE.decimals);
  await writeBalances(db, BITCOIN, [{ address, assetSymbol: BITCOIN_NATIVE.symbol, balance }], prices);
  return {
    address,
    transactions: kept.length,
    inserted: written.inserted,
    truncated: txs.length > max || stats.chain_stats.tx_count > kept.length,
    balance,
  };
}

/**
 * Pull one transaction into the store on demand (a screened transaction hash the block sync has not reached), with
 * its clustering. Returns false when Esplora does not know it or it is not confirmed yet.
 */
export async function fetchTransaction(db: Db, target: EsploraTarget, txid: string): Promise<boolean> {
  const hash = txid.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new ProviderResponseError('Transaction hash is invalid');
  const client = new EsploraClient(target.url);
  const tx = await client.json(`/tx/${hash}`, esploraTxSchema);
  if (!tx?.status.confirmed) return false;
  await ensureNativeAsset(db);
  const prices = await PriceBook.load(db, [BITCOIN_NATIVE.symbol]);
  const written = await store(db, [tx], prices);
  await refreshAddressFacts(db, BITCOIN, [...written.addresses]);
  return true;
}

async function store(db: Db, txs: readonly EsploraTx[], prices: PriceBook) {
  const written = await writeBlocks(
    db,
    BITCOIN,
    { native: BITCOIN_NATIVE, transactions: txs.map((t) => toStoreTransaction(t, BITCOIN_NATIVE)) },
    { prices },
  );
  await updateClusters(db, BITCOIN, txs.map(toClusterTx));
  return written;
}

/** Every address the transactions spend from or pay to (a self-payment moves no transfer but its change counts). */
function ioAddresses(txs: readonly EsploraTx[]): string[] {
  const addresses = new Set<string>();
  for (const tx of txs) {
    for (const vin of tx.vin) {
      const address = vin.prevout ? outputAddress(vin.prevout) : undefined;
      if (address !== undefined) addresses.add(address);
    }
    for (const vout of tx.vout) {
      const address = outputAddress(vout);
      if (address !== undefined) addresses.add(address);
    }
  }
  return [...addresses];
}

type FetchedBlock = { height: number; timestamp: number; txs: EsploraTx[] };

async function fetchBlock(client: EsploraClient, height: number): Promise<FetchedBlock> {
  const hash = (await client.text(`/block-height/${height}`))?.trim();
  if (!hash) throw new ProviderResponseError(`Esplora has no block at height ${height}`);
  const block = await client.json(`/block/${hash}`, esploraBlockSchema);
  if (!block) throw new ProviderResponseError(`Esplora has no block ${hash}`);
  const starts = Array.from({ length: Math.ceil(block.tx_count / PAGE) }, (_, i) => i * PAGE);
  const pages = await mapLimit(starts, 4, async (start) => {
    const page = await client.json(`/block/${hash}/txs/${start}`, z.array(esploraTxSchema));
    if (!page) throw new ProviderResponseError(`Esplora has no transactions ${start}+ of block ${height}`);
    return page;
  });
  const txs = pages.flat();
  if (txs.length !== block.tx_count) {
    throw new ProviderResponseError(
      `Esplora returned ${txs.length} of the ${block.tx_count} transactions of block ${height}`,
    );
  }
  return { height, timestamp: block.timestamp, txs };
}

async function nextBlock(db: Db, target: EsploraTarget): Promise<number> {
  const row = await db
    .selectFrom('chain_sync')
    .select(['provider', 'last_synced_block'])
    .where('blockchain', '=', BITCOIN)
    .executeTakeFirst();
  if (row?.provider === ESPLORA_PROVIDER && row.last_synced_block !== null)
    return Number(row.last_synced_block) + 1;
  return target.startBlock;
}

async function ensureNativeAsset(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('assets')
    .select('id')
    .where('blockchain', '=', BITCOIN)
    .where('contract_address', '=', '')
    .executeTakeFirst();
  if (!existing) await upsertAssets(db, [{ blockchain: BITCOIN, ...BITCOIN_NATIVE }]);
}

/** Map with at most `limit` calls in flight, results in input order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
