import {
  buildCompactFlowGraph,
  type FlowGraph,
  type ResolvedAttribution,
  resolveAttribution,
} from '@riskscreen/engine';
import type { Db } from '../../db/client.ts';
import type { ReadMemo } from '../../lib/read-memo.ts';
import type { StoredLabel } from '../attribution/index.ts';
import {
  chainDataVersion,
  loadChainFlows,
  loadChainLabels,
  loadClusterKeys,
  loadMegahubs,
} from './chain-graph.repo.ts';
import { MEGAHUB_DEGREE } from './screening-settings.ts';

type ChainGraph = {
  graph: FlowGraph;
  labels: ReadonlyMap<string, StoredLabel[]>;
  /** Clustered address → its cluster's key (the representative address); absent for unclustered addresses. */
  clusterOf: ReadonlyMap<string, string>;
  version: string;
};
export type PreparedChain = ChainGraph & { attribution: ResolvedAttribution; resolvedAt: number };

/** The chain graphs as screening reads them: a chain's graph, and forgetting a chain's graphs. */
export type ChainGraphs = {
  get(blockchain: number, now: Date, options?: { minEdgeUsd?: number }): Promise<PreparedChain>;
  invalidate(blockchain: number): void;
  /** The same graphs, with each chain's data version read once per memo (a batch of screenings). */
  withVersionsFrom(reads: ReadMemo): ChainGraphs;
};

/** Label validity is re-resolved at least this often (a delisting takes effect within the hour). */
const RESOLVE_EVERY_MS = 60 * 60 * 1000;
/**
 * Graphs kept per chain for minimum edge values other than 0 (workspaces with their own minimum): the least
 * recently used goes first. Each costs about as much memory as the chain's main graph.
 */
const MAX_MINIMUM_VARIANTS = 3;

/**
 * The flow graph of each chain, held in memory in the core's compact form and rebuilt when the chain's data or
 * the labels change. Screening then costs a couple of indexed reads plus an in-memory trace, instead of walking
 * the transfers table hop by hop. The database stays the source of truth; this is a derived index. A workspace
 * with a minimum value per edge gets a graph of its own for that minimum (which transfers are followed is decided
 * when the graph is built).
 */
export class ChainGraphCache implements ChainGraphs {
  private readonly chains = new Map<string, Promise<PreparedChain>>();

  constructor(private readonly db: Db) {}

  /**
   * Forget a chain's graphs: the next screening rebuilds them. For data written outside a sync (an address fetched
   * on demand), which does not move the chain's sync time that the version is made of.
   */
  invalidate(blockchain: number): void {
    for (const key of [...this.chains.keys()]) if (key.startsWith(`${blockchain}:`)) this.chains.delete(key);
  }

  withVersionsFrom(reads: ReadMemo): ChainGraphs {
    const versionOf = (blockchain: number) =>
      reads.read(`chain-version:${blockchain}`, () => chainDataVersion(this.db, blockchain));
    return {
      get: async (blockchain, now, options = {}) =>
        this.get(blockchain, now, { ...options, version: await versionOf(blockchain) }),
      invalidate: (blockchain) => this.invalidate(blockchain),
      withVersionsFrom: (other) => this.withVersionsFrom(other),
    };
  }

  /** A chain's graph, current with the chain's data (`version`: the data version already read by the caller). */
  async get(
    blockchain: number,
    now: Date,
    options: { minEdgeUsd?: number; version?: string } = {},
  ): Promise<PreparedChain> {
    const minEdgeUsd = options.minEdgeUsd ?? 0;
    const key = `${blockchain}:${minEdgeUsd}`;
    const version = options.version ?? (await chainDataVersion(this.db, blockchain));
    const cached = this.chains.get(key);
    if (cached) {
      const prepared = await cached;
      if (prepared.version === version) {
        this.touch(key, cached);
        if (now.getTime() - prepared.resolvedAt < RESOLVE_EVERY_MS) return prepared;
        const refreshed = Promise.resolve(reresolve(prepared, now));
        this.chains.set(key, refreshed);
        return refreshed;
      }
    }
    const building = build(this.db, blockchain, version, now, minEdgeUsd);
    this.touch(key, building);
    building.catch(() => this.chains.delete(key));
    return building;
  }

  /** Most recently used last; beyond MAX_MINIMUM_VARIANTS non-zero minimums of a chain, the oldest is dropped. */
  private touch(key: string, entry: Promise<PreparedChain>): void {
    this.chains.delete(key);
    this.chains.set(key, entry);
    const [blockchain] = key.split(':');
    const variants = [...this.chains.keys()].filter(
      (k) => k.startsWith(`${blockchain}:`) && !k.endsWith(':0'),
    );
    for (const old of variants.slice(0, Math.max(0, variants.length - MAX_MINIMUM_VARIANTS))) {
      this.chains.delete(old);
    }
  }
}

async function build(
  db: Db,
  blockchain: number,
  version: string,
  now: Date,
  minEdgeUsd: number,
): Promise<PreparedChain> {
  const [flows, megahubs, labels, clusterOf] = await Promise.all([
    loadChainFlows(db, blockchain, minEdgeUsd),
    loadMegahubs(db, blockchain, MEGAHUB_DEGREE),
    loadChainLabels(db, blockchain),
    loadClusterKeys(db, blockchain),
  ]);
  const indexOf = new Map<string, number>();
  const addresses: string[] = [];
  const intern = (address: string) => {
    let i = indexOf.get(address);
    if (i === undefined) {
      i = addresses.length;
      indexOf.set(address, i);
      addresses.push(address);
    }
    return i;
  };
  // Each pair is one entry, or two with a minimum: the transfers at or above it (followed) and those below.
  const from = new Int32Array(flows.length * (minEdgeUsd > 0 ? 2 : 1));
  const to = new Int32Array(from.length);
  const valueUsd = new Float64Array(from.length);
  const followable = new Uint8Array(from.length);
  let n = 0;
  for (const f of flows) {
    const a = intern(f.from_address);
    const b = intern(f.to_address);
    for (const [value, follow] of [
      [f.followed_usd, 1],
      [f.below_minimum_usd, 0],
    ] as const) {
      const v = Math.max(0, Number(value ?? 0));
      if (!(v > 0)) continue;
      from[n] = a;
      to[n] = b;
      valueUsd[n] = v;
      followable[n] = follow;
      n++;
    }
  }
  const graph = buildCompactFlowGraph(
    {
      from: from.subarray(0, n),
      to: to.subarray(0, n),
      valueUsd: valueUsd.subarray(0, n),
      followable: followable.subarray(0, n),
    },
    addresses,
    { megahubs, minEdgeUsd },
  );
  return reresolve({ graph, labels, clusterOf, version }, now);
}

function reresolve(prepared: ChainGraph, now: Date): PreparedChain {
  // Labels as of now: a delisted address no longer counts as sanctioned.
  const attribution = resolveAttribution(
    prepared.graph,
    (a) => prepared.labels.get(a),
    Math.floor(now.getTime() / 1000),
  );
  return {
    graph: prepared.graph,
    labels: prepared.labels,
    clusterOf: prepared.clusterOf,
    version: prepared.version,
    attribution,
    resolvedAt: now.getTime(),
  };
}
