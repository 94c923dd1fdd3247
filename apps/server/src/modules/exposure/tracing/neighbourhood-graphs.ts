import { isLabelValidAt } from '@riskscreen/engine';
import type { ClickHouseChainStore, PairFlow } from '../../../chain/chain-store/index.ts';
import type { Db } from '../../../db/client.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import { loadLabels, type StoredLabel } from '../../attribution/index.ts';
import { chainDataVersion, loadClusterKeysOf, loadClusterMembers } from './chain-graph.repo.ts';
import {
  type AddressClassifier,
  type AroundOptions,
  assembleFlowGraph,
  type ChainGraphs,
  type PreparedChain,
  reresolve,
} from './chain-graph-cache.ts';
import { BoundedCache } from './hot-neighbourhoods.ts';
import { MEGAHUB_DEGREE } from './screening-settings.ts';

/** What a walk needs to know of an address before deciding whether to read its pairs. */
type Known = {
  labels: readonly StoredLabel[];
  megahub: boolean;
  /** Has at least one pair (is a node of the chain's graph). */
  inGraph: boolean;
  /** Its cluster's key (representative address), when clustered. */
  cluster: string | undefined;
  clusterId: number | undefined;
};

type Side = 'in' | 'out';

/** Pairs held by the hot-neighbourhood cache (about 150 bytes each with their two address strings). */
const CACHED_PAIRS = 2_000_000;
/** Addresses whose classification is held. */
const CACHED_ADDRESSES = 500_000;

/**
 * Screening on the column store (CHAIN_STORE_URL): no chain graph in memory. A trace of `maxHops` reads the pairs
 * of the origin, then of every address it can pass through, one hop at a time, each hop one query per side for the
 * whole frontier (plus one to classify what it reached: counterparty counts from the store, labels and clusters
 * from PostgreSQL). What it read becomes a small graph of the same form as the in-memory one, traced by the same
 * core, so the figures are the same: every address the trace expands has all of its pairs on that side, and every
 * address it reaches is classified as the whole graph would classify it. Clustered addresses bring in the rest of
 * their cluster (the investigation tree draws and expands a cluster as one node). Pairs and classifications are
 * kept in a bounded cache per chain data version: hot neighbourhoods (a busy exchange's surroundings) are read once.
 */
export class NeighbourhoodGraphs implements ChainGraphs {
  private readonly pairs = new BoundedCache<PairFlow[]>(CACHED_PAIRS, (list) => list.length);
  private readonly known = new BoundedCache<Known>(CACHED_ADDRESSES);
  private readonly members = new BoundedCache<string[]>(CACHED_ADDRESSES, (list) => list.length);
  /** Data version per chain the caches were filled at; a new version empties them. */
  private readonly versions = new Map<number, string>();

  constructor(
    private readonly db: Db,
    private readonly store: ClickHouseChainStore,
  ) {}

  invalidate(blockchain: number): void {
    this.versions.delete(blockchain);
    this.pairs.clear();
    this.known.clear();
    this.members.clear();
  }

  withVersionsFrom(reads: ReadMemo): ChainGraphs {
    const versionOf = (blockchain: number) =>
      reads.read(`chain-version:${blockchain}`, () => chainDataVersion(this.db, blockchain));
    return {
      around: async (blockchain, origin, now, options) =>
        this.aroundAt(await versionOf(blockchain), blockchain, origin, now, options),
      classify: async (blockchain, now) => this.classifyAt(await versionOf(blockchain), blockchain, now),
      invalidate: (blockchain) => this.invalidate(blockchain),
      withVersionsFrom: (other) => this.withVersionsFrom(other),
    };
  }

  async around(
    blockchain: number,
    origin: readonly string[],
    now: Date,
    options: AroundOptions,
  ): Promise<PreparedChain> {
    return this.aroundAt(await chainDataVersion(this.db, blockchain), blockchain, origin, now, options);
  }

  async classify(blockchain: number, now: Date): Promise<AddressClassifier> {
    return this.classifyAt(await chainDataVersion(this.db, blockchain), blockchain, now);
  }

  private async classifyAt(version: string, blockchain: number, _now: Date): Promise<AddressClassifier> {
    this.useVersion(blockchain, version);
    const seen = new Map<string, Known>();
    return {
      prepare: async (addresses) => {
        for (const [a, k] of await this.classifyAddresses(blockchain, addresses)) seen.set(a, k);
      },
      labelsOf: (address) => seen.get(address)?.labels ?? [],
      isMegahub: (address) => seen.get(address)?.megahub ?? false,
    };
  }

  private useVersion(blockchain: number, version: string): void {
    const held = this.versions.get(blockchain);
    if (held !== undefined && held !== version) this.invalidate(blockchain);
    this.versions.set(blockchain, version);
  }

  private async aroundAt(
    version: string,
    blockchain: number,
    origin: readonly string[],
    now: Date,
    options: AroundOptions,
  ): Promise<PreparedChain> {
    this.useVersion(blockchain, version);
    const minEdgeUsd = options.minEdgeUsd ?? 0;
    const asOf = Math.floor(now.getTime() / 1000);
    const known = new Map<string, Known>();
    const learn = async (addresses: Iterable<string>) => {
      const missing = [...new Set(addresses)].filter((a) => !known.has(a));
      if (missing.length === 0) return;
      for (const [a, k] of await this.classifyAddresses(blockchain, missing)) known.set(a, k);
    };
    const passThrough = (a: string) => {
      const k = known.get(a);
      return k !== undefined && !k.megahub && !k.labels.some((l) => isLabelValidAt(l, asOf));
    };

    await learn(origin);
    const originSet = new Set(origin);
    const start = origin.filter((a) => known.get(a)?.inGraph);
    const pairs = new Map<string, PairFlow>();
    const expanded: Record<Side, Set<string>> = { in: new Set(), out: new Set() };
    let frontier: Record<Side, string[]> = { in: start, out: start };
    for (let hop = 1; hop <= options.maxHops; hop++) {
      const [inFlows, outFlows] = await Promise.all([
        this.pairsOf(blockchain, 'in', frontier.in, minEdgeUsd),
        this.pairsOf(blockchain, 'out', frontier.out, minEdgeUsd),
      ]);
      const reached: Record<Side, Set<string>> = { in: new Set(), out: new Set() };
      for (const [side, flows] of [
        ['in', inFlows],
        ['out', outFlows],
      ] as const) {
        for (const a of frontier[side]) expanded[side].add(a);
        for (const f of flows) {
          pairs.set(`${f.from}\u0000${f.to}`, f);
          if (f.followedUsd > 0) reached[side].add(side === 'in' ? f.from : f.to);
        }
      }
      await learn([...reached.in, ...reached.out]);
      // A clustered address brings in the rest of its cluster at the same depth (one node of the tree).
      const clusters = new Set<string>();
      for (const a of [...reached.in, ...reached.out]) {
        const key = known.get(a)?.cluster;
        if (key !== undefined) clusters.add(key);
      }
      const membersOf = await this.clusterMembers(blockchain, [...clusters], known);
      await learn([...membersOf.values()].flat());
      if (hop === options.maxHops) break;
      const next = (side: Side) => {
        const candidates = new Set(reached[side]);
        for (const a of reached[side]) {
          const key = known.get(a)?.cluster;
          for (const m of (key !== undefined && membersOf.get(key)) || []) candidates.add(m);
        }
        return [...candidates].filter(
          (a) => !originSet.has(a) && !expanded[side].has(a) && known.get(a)?.inGraph && passThrough(a),
        );
      };
      frontier = { in: next('in'), out: next('out') };
      if (frontier.in.length === 0 && frontier.out.length === 0) break;
    }

    const nodes = [...known].filter(([, k]) => k.inGraph).map(([a]) => a);
    const labels = new Map<string, StoredLabel[]>();
    const clusterOf = new Map<string, string>();
    const megahubs: string[] = [];
    for (const [a, k] of known) {
      if (k.labels.length > 0) labels.set(a, [...k.labels]);
      if (k.cluster !== undefined) clusterOf.set(a, k.cluster);
      if (k.megahub) megahubs.push(a);
    }
    const graph = assembleFlowGraph(
      [...pairs.values()].map((p) => ({
        from: p.from,
        to: p.to,
        followedUsd: p.followedUsd,
        belowMinimumUsd: minEdgeUsd > 0 ? p.valueUsd - p.followedUsd : 0,
      })),
      { megahubs, minEdgeUsd, addresses: nodes },
    );
    return reresolve({ graph, labels, clusterOf, version }, now);
  }

  /** The pairs of each address on one side: from the cache, the rest in one read. */
  private async pairsOf(
    blockchain: number,
    side: Side,
    addresses: readonly string[],
    minEdgeUsd: number,
  ): Promise<PairFlow[]> {
    if (addresses.length === 0) return [];
    const key = (a: string) => `${blockchain}:${minEdgeUsd}:${side}:${a}`;
    const result: PairFlow[] = [];
    const missing: string[] = [];
    for (const a of addresses) {
      const cached = this.pairs.get(key(a));
      // Appended one by one: spreading a megahub's pairs (hundreds of thousands) into push overflows the stack.
      if (cached) for (const f of cached) result.push(f);
      else missing.push(a);
    }
    if (missing.length > 0) {
      const fetched = await this.store.pairFlows(blockchain, side, missing, minEdgeUsd);
      const byAddress = new Map<string, PairFlow[]>(missing.map((a) => [a, []]));
      for (const f of fetched) byAddress.get(side === 'in' ? f.to : f.from)?.push(f);
      for (const [a, list] of byAddress) this.pairs.set(key(a), list);
      for (const f of fetched) result.push(f);
    }
    return result;
  }

  /** Labels (PostgreSQL), counterparty counts (the column store) and clusters (PostgreSQL) of addresses. */
  private async classifyAddresses(
    blockchain: number,
    addresses: readonly string[],
  ): Promise<Map<string, Known>> {
    const result = new Map<string, Known>();
    const key = (a: string) => `${blockchain}:${a}`;
    const missing: string[] = [];
    for (const a of new Set(addresses)) {
      const cached = this.known.get(key(a));
      if (cached) result.set(a, cached);
      else missing.push(a);
    }
    if (missing.length === 0) return result;
    const [degrees, labels, clusters] = await Promise.all([
      this.store.degrees(blockchain, missing),
      loadLabels(this.db, blockchain, missing),
      loadClusterKeysOf(this.db, blockchain, missing),
    ]);
    for (const a of missing) {
      const degree = degrees.get(a);
      const cluster = clusters.get(a);
      const k: Known = {
        labels: labels.get(a) ?? [],
        megahub: (degree?.counterparties ?? 0) > MEGAHUB_DEGREE,
        inGraph: (degree?.pairs ?? 0) > 0,
        cluster: cluster?.representative,
        clusterId: cluster?.id,
      };
      this.known.set(key(a), k);
      result.set(a, k);
    }
    return result;
  }

  /** Every address of each cluster (by key), read once per cluster. */
  private async clusterMembers(
    blockchain: number,
    keys: readonly string[],
    known: ReadonlyMap<string, Known>,
  ): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    const ids = new Map<number, string>();
    for (const key of keys) {
      const cached = this.members.get(`${blockchain}:${key}`);
      if (cached) {
        result.set(key, cached);
        continue;
      }
      const id = known.get(key)?.clusterId ?? [...known.values()].find((k) => k.cluster === key)?.clusterId;
      if (id !== undefined) ids.set(id, key);
    }
    if (ids.size === 0) return result;
    const members = await loadClusterMembers(this.db, blockchain, [...ids.keys()]);
    for (const [id, key] of ids) {
      const list = members.get(id) ?? [];
      this.members.set(`${blockchain}:${key}`, list);
      result.set(key, list);
    }
    return result;
  }
}
