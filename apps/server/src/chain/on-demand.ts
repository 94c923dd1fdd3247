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

/** Pulls an address the store does not know from its chain's provider; false when nothing was stored. */
export type OnDemandFetch = (blockchain: number, address: string) => Promise<boolean>;

/** No provider configured (tests, the CLI): screening goes on against what the store has. */
export const NO_ON_DEMAND_FETCH: OnDemandFetch = async () => false;

/**
 * The on-demand fetch over the configured providers (the server makes one at start and passes it in its
 * dependencies; a test app without providers never reaches out to one).
 */
export function onDemandFetch(db: Db, providers: ChainProviderConfig, log?: SyncLog): OnDemandFetch {
  return (blockchain, address) => fetchUnknownAddress(db, { providers, log }, blockchain, address);
}

async function fetchUnknownAddress(
  db: Db,
  registered: { providers: ChainProviderConfig; log?: SyncLog | undefined },
  blockchain: number,
  address: string,
): Promise<boolean> {
  const endpoint = registered.providers.esplora?.get(blockchain);
  const chain = ESPLORA_CHAINS.get(blockchain);
  if (!endpoint || !chain) return false;
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
