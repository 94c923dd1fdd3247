import type { Db } from '../db/client.ts';
import { refreshPlannerStatisticsEvery, STATISTICS_TABLES } from '../db/planner-statistics.ts';
import { type ChainProviderConfig, evmNativeAsset } from './providers/config.ts';
import { ESPLORA_CHAINS } from './providers/esplora/esplora-chains.ts';
import { syncEsplora } from './providers/esplora/sync-esplora.ts';
import { syncEvm } from './providers/evm/sync-evm.ts';
import type { SyncOptions, SyncSummary } from './providers/sync-types.ts';

export type { SyncOptions, SyncProgress, SyncSummary } from './providers/sync-types.ts';

/** Which provider serves a chain: a configured EVM endpoint, a configured Esplora API, else the demo data. */
export function providerFor(config: ChainProviderConfig, blockchain: number): SyncSummary['provider'] {
  if (config.evm.has(blockchain) && evmNativeAsset(blockchain)) return 'evm';
  if (config.esplora?.has(blockchain) && ESPLORA_CHAINS.has(blockchain)) return 'esplora';
  return 'demo';
}

/**
 * Bring a chain's store up to date from its provider. The demo provider generates its world once at start-up and
 * has nothing to sync: it answers with a summary that says so.
 */
export async function syncChain(
  db: Db,
  config: ChainProviderConfig,
  blockchain: number,
  options: SyncOptions = {},
): Promise<SyncSummary> {
  const evm = config.evm.get(blockchain);
  const native = evmNativeAsset(blockchain);
  const esplora = config.esplora?.get(blockchain);
  const esploraChain = ESPLORA_CHAINS.get(blockchain);
  if (evm && native) {
    return refreshedAfter(
      db,
      syncEvm(db, { blockchain, url: evm.url, startBlock: evm.startBlock, native }, options),
    );
  }
  if (esplora && esploraChain) {
    return refreshedAfter(db, syncEsplora(db, { ...esplora, chain: esploraChain }, options));
  }
  return {
    blockchain,
    provider: 'demo',
    fromBlock: null,
    toBlock: null,
    blocks: 0,
    transactions: 0,
    transfers: 0,
    seconds: 0,
    note: 'nothing to sync: this chain is served by the demo data',
  };
}

/** Keeps the planner's estimates in step with a growing chain (at most every 10 minutes). */
async function refreshedAfter(db: Db, syncing: Promise<SyncSummary>): Promise<SyncSummary> {
  const summary = await syncing;
  if (summary.blocks > 0) await refreshPlannerStatisticsEvery(db, 10 * 60_000, STATISTICS_TABLES.chain);
  return summary;
}
