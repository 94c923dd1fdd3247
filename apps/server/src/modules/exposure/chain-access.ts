import { NO_ON_DEMAND_FETCH, type OnDemandFetch } from '../../chain/on-demand.ts';
import type { Db } from '../../db/client.ts';
import { ChainGraphCache } from './chain-graph-cache.ts';

/**
 * What a trace reads besides SQL: each chain's flow graph held in memory, and the on-demand fetch of an address
 * the store does not know. Made once per process (the server, the CLI, a test app) and passed explicitly, so two
 * apps on two databases never share a graph.
 */
export type ChainAccess = {
  graphs: ChainGraphCache;
  fetchUnknownAddress: OnDemandFetch;
};

/** The dependencies of everything that traces exposure: the database and its chain access. */
export type ExposureDeps = { db: Db; chains: ChainAccess };

export function createChainAccess(
  db: Db,
  fetchUnknownAddress: OnDemandFetch = NO_ON_DEMAND_FETCH,
): ChainAccess {
  return { graphs: new ChainGraphCache(db), fetchUnknownAddress };
}
