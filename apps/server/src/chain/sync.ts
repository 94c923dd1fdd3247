import type { Db } from '../db/client.ts';
import { BITCOIN, type ChainProviderConfig, evmNativeAsset } from './providers/config.ts';
import { syncEsplora } from './providers/esplora/sync-esplora.ts';
import { syncEvm } from './providers/evm/sync-evm.ts';
import type { SyncOptions, SyncSummary } from './providers/sync-types.ts';

export type { SyncOptions, SyncProgress, SyncSummary } from './providers/sync-types.ts';

/** Which provider serves a chain: a configured EVM endpoint, Esplora for Bitcoin, else the demo data. */
export function providerFor(config: ChainProviderConfig, blockchain: number): SyncSummary['provider'] {
  if (config.evm.has(blockchain)) return 'evm';
  if (blockchain === BITCOIN && config.esplora) return 'esplora';
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
  if (evm && native)
    return syncEvm(db, { blockchain, url: evm.url, startBlock: evm.startBlock, native }, options);
  if (blockchain === BITCOIN && config.esplora) return syncEsplora(db, config.esplora, options);
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
