import type { Db } from '../db/client.ts';
import type { ChainProviderConfig } from './providers/config.ts';
import { ESPLORA_CHAINS } from './providers/esplora/esplora-chains.ts';
import { fetchAddress } from './providers/esplora/sync-esplora.ts';
import { EndpointUnreachableError } from './providers/provider-errors.ts';
import type { SyncLog } from './sync-worker.ts';

/** At most this many of an address's transactions are pulled on demand (newest first). */
const ON_DEMAND_MAX_TRANSACTIONS = 500;
/** Each Esplora request of an on-demand fetch gives up after this long: screening then goes on without it. */
const ON_DEMAND_TIMEOUT_MS = 10_000;

type Registered = { providers: ChainProviderConfig; log?: SyncLog | undefined };
const perDatabase = new WeakMap<Db, Registered>();

/**
 * Make the configured providers available to screening on this database (the server registers them at start; a
 * test app without registration never reaches out to a provider).
 */
export function useChainProviders(db: Db, providers: ChainProviderConfig, log?: SyncLog): void {
  perDatabase.set(db, { providers, log });
}

/**
 * Pull an address the store does not know from its chain's Esplora API, when one is configured: an address the
 * block sync has not reached (the sync started at a later block, or is still catching up). Esplora can answer
 * for one address (its history by address); an EVM JSON-RPC node cannot without scanning every block, so EVM
 * chains are not fetched on demand. Returns true when transactions were stored. A failing endpoint is logged and
 * screening goes on against attribution only.
 */
export async function fetchUnknownAddress(db: Db, blockchain: number, address: string): Promise<boolean> {
  const registered = perDatabase.get(db);
  const endpoint = registered?.providers.esplora?.get(blockchain);
  const chain = ESPLORA_CHAINS.get(blockchain);
  if (!registered || !endpoint || !chain) return false;
  try {
    const fetched = await fetchAddress(db, { ...endpoint, chain }, address, {
      maxTransactions: ON_DEMAND_MAX_TRANSACTIONS,
      timeoutMs: ON_DEMAND_TIMEOUT_MS,
    });
    registered.log?.info(
      { blockchain, address, transactions: fetched.transactions, truncated: fetched.truncated },
      'address fetched on demand',
    );
    return fetched.transactions > 0;
  } catch (error) {
    const details = { blockchain, address, error: error instanceof Error ? error.message : String(error) };
    // An endpoint that is down is the operator's business; an address Esplora refuses is not.
    if (error instanceof EndpointUnreachableError)
      registered.log?.warn(details, 'address not fetched on demand');
    else registered.log?.debug(details, 'address not fetched on demand');
    return false;
  }
}
