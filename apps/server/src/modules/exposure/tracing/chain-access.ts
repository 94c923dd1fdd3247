import { columnStoreOf } from '../../../chain/chain-store/index.ts';
import { NO_ON_DEMAND_FETCH, type OnDemandFetch } from '../../../chain/on-demand.ts';
import type { Db } from '../../../db/client.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import { ChainGraphCache, type ChainGraphs } from './chain-graph-cache.ts';
import { NeighbourhoodGraphs } from './neighbourhood-graphs.ts';
import { type ExposureTracer, INLINE_TRACER } from './trace-pool/exposure-tracer.ts';

/**
 * What a trace reads besides SQL: each chain's flow graph (held in memory, or read around each origin from the
 * column store), and the on-demand fetch of an address
 * the store does not know. Made once per process (the server, the CLI, a test app) and passed explicitly, so two
 * apps on two databases never share a graph.
 */
export type ChainAccess = {
  graphs: ChainGraphs;
  fetchUnknownAddress: OnDemandFetch;
  /** Where address traces run: the event loop, or a pool of threads over the graphs (EXPOSURE_THREADS). */
  tracer: ExposureTracer;
};

/**
 * The dependencies of everything that traces exposure: the database and its chain access; and, for a batch of
 * screenings, the memo of what stays the same through the batch (see `forBatch`).
 */
export type ExposureDeps = { db: Db; chains: ChainAccess; reads?: ReadMemo };

/**
 * The dependencies of one batch of screenings (a bulk upload's): the workspace's rules and settings, the credit
 * check and each chain's data version are read once for the batch instead of once per screening.
 */
export function forBatch(deps: ExposureDeps, reads: ReadMemo): ExposureDeps {
  return { ...deps, reads, chains: { ...deps.chains, graphs: deps.chains.graphs.withVersionsFrom(reads) } };
}

export function createChainAccess(
  db: Db,
  fetchUnknownAddress: OnDemandFetch = NO_ON_DEMAND_FETCH,
  tracer: ExposureTracer = INLINE_TRACER,
): ChainAccess {
  // With a column store (CHAIN_STORE_URL), no chain is held in memory: each trace reads its neighbourhood.
  const store = columnStoreOf(db);
  return {
    graphs: store ? new NeighbourhoodGraphs(db, store) : new ChainGraphCache(db),
    fetchUnknownAddress,
    tracer,
  };
}
