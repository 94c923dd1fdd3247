import {
  buildCompactFlowGraph,
  extendFlowGraph,
  type FlowGraph,
  type ResolvedAttribution,
  resolveAttribution,
} from '@riskscreen/engine';
import type { Db } from '../../../db/client.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import type { StoredLabel } from '../../attribution/index.ts';
import {
  type ChainDataVersion,
  chainDataVersionParts,
  loadChainFlows,
  loadChainLabels,
  loadClusterKeys,
  loadMegahubs,
  transfersHighMark,
} from './chain-graph.repo.ts';
import { MEGAHUB_DEGREE } from './screening-settings.ts';

export type ChainGraph = {
  graph: FlowGraph;
  labels: ReadonlyMap<string, StoredLabel[]>;
  /** Clustered address → its cluster's key (the representative address); absent for unclustered addresses. */
  clusterOf: ReadonlyMap<string, string>;
  version: string;
};
export type PreparedChain = ChainGraph & { attribution: ResolvedAttribution; resolvedAt: number };

/** How an address ends or continues a walk: its labels (with their validity) and whether it is a megahub. */
export type AddressClassifier = {
  /** Reads what the two lookups below need for these addresses (nothing when the chain is held in memory). */
  prepare(addresses: readonly string[]): Promise<void>;
  /** Every label of the address (ended ones too; the caller weighs validity). */
  labelsOf(address: string): readonly StoredLabel[];
  isMegahub(address: string): boolean;
  /** The chain's whole graph, when it is held in memory (lets a walk know its reach ahead of reading it). */
  graph?: FlowGraph;
};

export type AroundOptions = { maxHops: number; minEdgeUsd?: number };

/**
 * The chain graphs as screening reads them: a graph holding at least what tracing an origin needs (the whole
 * chain's in memory, or its neighbourhood read from the column store), the classification of addresses, and
 * forgetting a chain's graphs.
 */
export type ChainGraphs = {
  around(
    blockchain: number,
    origin: readonly string[],
    now: Date,
    options: AroundOptions,
  ): Promise<PreparedChain>;
  classify(blockchain: number, now: Date): Promise<AddressClassifier>;
  invalidate(blockchain: number): void;
  /** The same graphs, with each chain's data version read once per memo (a batch of screenings). */
  withVersionsFrom(reads: ReadMemo): ChainGraphs;
};

/** Label validity is re-resolved at least this often (a delisting takes effect within the hour). */
const RESOLVE_EVERY_MS = 60 * 60 * 1000;
/**
 * A graph grown by new transfers is built again from all of them at least this often: what growing cannot see (a
 * transfer of a chain committed out of id order by a second writer) is then in within the hour (decision 0091).
 */
const REBUILD_EVERY_MS = 60 * 60 * 1000;
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
  private readonly chains = new Map<string, Promise<HeldChain>>();

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
      reads.read(`chain-version-parts:${blockchain}`, () => chainDataVersionParts(this.db, blockchain));
    return {
      around: async (blockchain, _origin, now, options) =>
        this.get(blockchain, now, {
          minEdgeUsd: options.minEdgeUsd ?? 0,
          version: await versionOf(blockchain),
        }),
      classify: async (blockchain, now) =>
        classifierOf(await this.get(blockchain, now, { version: await versionOf(blockchain) })),
      invalidate: (blockchain) => this.invalidate(blockchain),
      withVersionsFrom: (other) => this.withVersionsFrom(other),
    };
  }

  /** The whole chain's graph: it holds every neighbourhood. */
  around(blockchain: number, _origin: readonly string[], now: Date, options: AroundOptions) {
    return this.get(blockchain, now, { minEdgeUsd: options.minEdgeUsd ?? 0 });
  }

  async classify(blockchain: number, now: Date): Promise<AddressClassifier> {
    return classifierOf(await this.get(blockchain, now));
  }

  /**
   * A chain's graph, current with the chain's data (`version`: the data version already read by the caller). A
   * graph held for an older version grows by what changed when it can (new transfers, new labels) and is built
   * again when it cannot (transfers rewritten, or it was last built an hour ago).
   */
  async get(
    blockchain: number,
    now: Date,
    options: { minEdgeUsd?: number; version?: ChainDataVersion } = {},
  ): Promise<PreparedChain> {
    const minEdgeUsd = options.minEdgeUsd ?? 0;
    const key = `${blockchain}:${minEdgeUsd}`;
    const version = options.version ?? (await chainDataVersionParts(this.db, blockchain));
    const cached = this.chains.get(key);
    const held = cached ? await cached.catch(() => undefined) : undefined;
    if (cached && held?.version.key === version.key) {
      this.touch(key, cached);
      if (now.getTime() - held.prepared.resolvedAt < RESOLVE_EVERY_MS) return held.prepared;
      const refreshed = Promise.resolve({ ...held, prepared: reresolve(held.prepared, now) });
      this.chains.set(key, refreshed);
      return (await refreshed).prepared;
    }
    const grows =
      held !== undefined &&
      held.version.rewritten === version.rewritten &&
      now.getTime() - held.builtAt < REBUILD_EVERY_MS;
    const building =
      held && grows
        ? grow(this.db, held, blockchain, version, now)
        : build(this.db, blockchain, version, now, minEdgeUsd);
    this.touch(key, building);
    building.catch(() => {
      if (this.chains.get(key) === building) this.chains.delete(key);
    });
    return (await building).prepared;
  }

  /** Most recently used last; beyond MAX_MINIMUM_VARIANTS non-zero minimums of a chain, the oldest is dropped. */
  private touch(key: string, entry: Promise<HeldChain>): void {
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

/**
 * A chain graph as the cache holds it: with the data version it is current at, the high mark of the transfers it
 * holds (it grows by those after it), and when it was last built from every transfer.
 */
type HeldChain = {
  prepared: PreparedChain;
  version: ChainDataVersion;
  transferMark: number;
  builtAt: number;
};

function classifierOf(chain: PreparedChain): AddressClassifier {
  return {
    prepare: async () => undefined,
    labelsOf: (address) => chain.labels.get(address) ?? [],
    isMegahub: (address) => {
      const x = chain.graph.indexOf.get(address);
      return x !== undefined && chain.graph.isMegahub[x] === 1;
    },
    graph: chain.graph,
  };
}

async function build(
  db: Db,
  blockchain: number,
  version: ChainDataVersion,
  now: Date,
  minEdgeUsd: number,
): Promise<HeldChain> {
  // The mark first: a sync committing meanwhile is then either in the graph or after the mark, never lost.
  const transferMark = await transfersHighMark(db);
  const [flows, megahubs, labels, clusterOf] = await Promise.all([
    loadChainFlows(db, blockchain, minEdgeUsd, { upTo: transferMark }),
    loadMegahubs(db, blockchain, MEGAHUB_DEGREE),
    loadChainLabels(db, blockchain),
    loadClusterKeys(db, blockchain),
  ]);
  const graph = assembleFlowGraph(flows.map(splitPairOf), { megahubs, minEdgeUsd });
  return {
    prepared: reresolve({ graph, labels, clusterOf, version: version.key }, now),
    version,
    transferMark,
    builtAt: now.getTime(),
  };
}

/**
 * The held graph brought to `version` without reading every transfer again: the transfers after its high mark are
 * summed per pair and added (with the megahubs among their addresses), the clusters read again (a sync of a UTXO
 * chain groups new addresses), and the labels read again when they or the clusters changed.
 */
async function grow(
  db: Db,
  held: HeldChain,
  blockchain: number,
  version: ChainDataVersion,
  now: Date,
): Promise<HeldChain> {
  const synced = version.synced !== held.version.synced;
  const transferMark = synced ? await transfersHighMark(db) : held.transferMark;
  const { graph: old, labels: oldLabels, clusterOf: oldClusters } = held.prepared;
  const [flows, clusterOf] = await Promise.all([
    transferMark > held.transferMark
      ? loadChainFlows(db, blockchain, old.minEdgeUsd, { after: held.transferMark, upTo: transferMark })
      : [],
    synced ? loadClusterKeys(db, blockchain) : oldClusters,
  ]);
  const relabel = version.labels !== held.version.labels || !sameEntries(clusterOf, oldClusters);
  const touched = [...new Set(flows.flatMap((f) => [f.from_address, f.to_address]))];
  const [labels, megahubs] = await Promise.all([
    relabel ? loadChainLabels(db, blockchain) : oldLabels,
    touched.length > 0 ? loadMegahubs(db, blockchain, MEGAHUB_DEGREE, touched) : [],
  ]);
  const graph = flows.length > 0 ? extendFlowGraph(old, flows.map(splitPairOf), { megahubs }) : old;
  return {
    prepared: reresolve({ graph, labels, clusterOf, version: version.key }, now),
    version,
    transferMark,
    builtAt: held.builtAt,
  };
}

function splitPairOf(f: Awaited<ReturnType<typeof loadChainFlows>>[number]): SplitPair {
  return {
    from: f.from_address,
    to: f.to_address,
    followedUsd: Number(f.followed_usd ?? 0),
    belowMinimumUsd: Number(f.below_minimum_usd ?? 0),
  };
}

function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/** One address pair's summed flow, split at the minimum per edge (what is followed, what is dust). */
export type SplitPair = { from: string; to: string; followedUsd: number; belowMinimumUsd: number };

/**
 * The core's compact graph of summed pairs (the whole chain's, or the neighbourhood a trace needs): each pair is
 * one entry, or two with a minimum (the transfers at or above it, followed, and those below). `addresses` adds
 * nodes that no pair names (an address whose only pairs are worth nothing is still in the graph).
 */
export function assembleFlowGraph(
  flows: readonly SplitPair[],
  options: { megahubs: readonly string[]; minEdgeUsd: number; addresses?: Iterable<string> },
): FlowGraph {
  const { minEdgeUsd } = options;
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
  const from = new Int32Array(flows.length * (minEdgeUsd > 0 ? 2 : 1));
  const to = new Int32Array(from.length);
  const valueUsd = new Float64Array(from.length);
  const followable = new Uint8Array(from.length);
  let n = 0;
  for (const f of flows) {
    const a = intern(f.from);
    const b = intern(f.to);
    for (const [value, follow] of [
      [f.followedUsd, 1],
      [f.belowMinimumUsd, 0],
    ] as const) {
      const v = Math.max(0, value);
      if (!(v > 0)) continue;
      from[n] = a;
      to[n] = b;
      valueUsd[n] = v;
      followable[n] = follow;
      n++;
    }
  }
  for (const address of options.addresses ?? []) intern(address);
  return buildCompactFlowGraph(
    {
      from: from.subarray(0, n),
      to: to.subarray(0, n),
      valueUsd: valueUsd.subarray(0, n),
      followable: followable.subarray(0, n),
    },
    addresses,
    { megahubs: options.megahubs, minEdgeUsd },
  );
}

export function reresolve(prepared: ChainGraph, now: Date): PreparedChain {
  // Labels as of now: a delisted address no longer counts as sanctioned.
  const attribution = resolveAttribution(prepared.graph, prepared.labels, Math.floor(now.getTime() / 1000));
  return {
    graph: prepared.graph,
    labels: prepared.labels,
    clusterOf: prepared.clusterOf,
    version: prepared.version,
    attribution,
    resolvedAt: now.getTime(),
  };
}
