import { validateAddress } from '@riskscreen/engine';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { refreshAddressFacts } from '../../store/address-facts.ts';
import { fromBaseUnits } from '../../store/amounts.ts';
import { ensureNativeAsset } from '../../store/native-asset.ts';
import { PriceBook } from '../../store/price-book.ts';
import { writeBalances } from '../../store/reference-data.ts';
import { utxoLedgerBalances } from '../../store/utxo-balances.ts';
import { writeBlocks } from '../../store/write-blocks.ts';
import { type BatchedSyncPlan, syncInBatches } from '../batched-sync.ts';
import { ProviderResponseError } from '../provider-errors.ts';
import type { SyncOptions, SyncSummary } from '../sync-types.ts';
import { BITCOIN_ESPLORA, type EsploraChain } from './esplora-chains.ts';
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

/** An Esplora endpoint and the chain it serves (Bitcoin unless said otherwise). */
export type EsploraTarget = { url: string; startBlock: number; chain?: EsploraChain };

/**
 * Index the blocks of a Bitcoin-like chain (Bitcoin, Litecoin) from an Esplora API: from the block after the last synced one (chain_sync) to the tip or
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
  const chain = target.chain ?? BITCOIN_ESPLORA;
  const client = new EsploraClient(target.url, undefined, options.signal);
  const plan: BatchedSyncPlan = {
    blockchain: chain.blockchain,
    provider: ESPLORA_PROVIDER,
    startBlock: target.startBlock,
    head: await client.tipHeight(),
    blocksPerBatch: options.blocksPerBatch ?? 10,
    started,
  };
  return syncInBatches(db, plan, options, async () => {
    await ensureNativeAsset(db, chain.blockchain, chain.native);
    const prices = await PriceBook.load(db, [chain.native.symbol]);
    return {
      async storeBatch(first, last) {
        const heights = Array.from({ length: last - first + 1 }, (_, i) => first + i);
        const blocks = await mapLimit(heights, 4, (height) => fetchBlock(client, height));
        const txs = blocks.flatMap((b) => b.txs);
        const written = await store(db, chain, txs, prices);
        await refreshAddressFacts(db, chain.blockchain, [...written.addresses]);
        if (target.startBlock === 0) {
          const balances = await utxoLedgerBalances(
            db,
            chain.blockchain,
            ioAddresses(chain, txs),
            chain.native,
          );
          await writeBalances(db, chain.blockchain, balances, prices);
        }
        const lastBlock = blocks[blocks.length - 1];
        if (!lastBlock) throw new ProviderResponseError(`Esplora returned no blocks for ${first}–${last}`);
        return {
          blocks: blocks.length,
          inserted: written.inserted,
          transfers: written.transfers,
          lastBlock: { height: lastBlock.height, time: new Date(lastBlock.timestamp * 1000) },
        };
      },
    };
  });
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
  options: { maxTransactions?: number; timeoutMs?: number } = {},
): Promise<FetchedAddress> {
  const chain = target.chain ?? BITCOIN_ESPLORA;
  const check = validateAddress(chain.blockchain, rawAddress);
  if (!check.ok) throw new ProviderResponseError(check.message);
  const address = check.address;
  const max = options.maxTransactions ?? 500;
  const client = new EsploraClient(target.url, options.timeoutMs);
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
  await ensureNativeAsset(db, chain.blockchain, chain.native);
  const prices = await PriceBook.load(db, [chain.native.symbol]);
  const written = await store(db, chain, kept, prices);
  await refreshAddressFacts(db, chain.blockchain, [...written.addresses, address]);
  const sats = BigInt(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum);
  const balance = fromBaseUnits(sats, chain.native.decimals);
  await writeBalances(db, chain.blockchain, [{ address, assetSymbol: chain.native.symbol, balance }], prices);
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
  const chain = target.chain ?? BITCOIN_ESPLORA;
  const hash = txid.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new ProviderResponseError('Transaction hash is invalid');
  const client = new EsploraClient(target.url);
  const tx = await client.json(`/tx/${hash}`, esploraTxSchema);
  if (!tx?.status.confirmed) return false;
  await ensureNativeAsset(db, chain.blockchain, chain.native);
  const prices = await PriceBook.load(db, [chain.native.symbol]);
  const written = await store(db, chain, [tx], prices);
  await refreshAddressFacts(db, chain.blockchain, [...written.addresses]);
  return true;
}

async function store(db: Db, chain: EsploraChain, txs: readonly EsploraTx[], prices: PriceBook) {
  const written = await writeBlocks(
    db,
    chain.blockchain,
    { native: chain.native, transactions: txs.map((t) => toStoreTransaction(t, chain.native, chain)) },
    { prices },
  );
  await updateClusters(
    db,
    chain.blockchain,
    txs.map((t) => toClusterTx(t, chain)),
  );
  return written;
}

/** Every address the transactions spend from or pay to (a self-payment moves no transfer but its change counts). */
function ioAddresses(chain: EsploraChain, txs: readonly EsploraTx[]): string[] {
  const addresses = new Set<string>();
  for (const tx of txs) {
    for (const vin of tx.vin) {
      const address = vin.prevout ? outputAddress(vin.prevout, chain) : undefined;
      if (address !== undefined) addresses.add(address);
    }
    for (const vout of tx.vout) {
      const address = outputAddress(vout, chain);
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
