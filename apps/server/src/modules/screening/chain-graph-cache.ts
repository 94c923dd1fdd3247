import {
  buildCompactFlowGraph,
  type FlowGraph,
  type ResolvedAttribution,
  resolveAttribution,
} from '@riskscreen/engine';
import type { Db } from '../../db/client.ts';
import type { StoredLabel } from '../attribution/labels.repo.ts';
import { chainDataVersion, loadChainFlows, loadChainLabels, loadMegahubs } from './chain-graph.repo.ts';
import { MEGAHUB_DEGREE } from './screening-settings.ts';

type ChainGraph = { graph: FlowGraph; labels: ReadonlyMap<string, StoredLabel[]>; version: string };
export type PreparedChain = ChainGraph & { attribution: ResolvedAttribution; resolvedAt: number };

/** Label validity is re-resolved at least this often (a delisting takes effect within the hour). */
const RESOLVE_EVERY_MS = 60 * 60 * 1000;

/**
 * The flow graph of each chain, held in memory in the core's compact form and rebuilt when the chain's data or
 * the labels change. Screening then costs a couple of indexed reads plus an in-memory trace, instead of walking
 * the transfers table hop by hop. The database stays the source of truth; this is a derived index.
 */
export class ChainGraphCache {
  private readonly chains = new Map<number, Promise<PreparedChain>>();

  constructor(private readonly db: Db) {}

  async get(blockchain: number, now: Date): Promise<PreparedChain> {
    const version = await chainDataVersion(this.db, blockchain);
    const cached = this.chains.get(blockchain);
    if (cached) {
      const prepared = await cached;
      if (prepared.version === version) {
        if (now.getTime() - prepared.resolvedAt < RESOLVE_EVERY_MS) return prepared;
        const refreshed = Promise.resolve(reresolve(prepared, now));
        this.chains.set(blockchain, refreshed);
        return refreshed;
      }
    }
    const building = build(this.db, blockchain, version, now);
    this.chains.set(blockchain, building);
    building.catch(() => this.chains.delete(blockchain));
    return building;
  }
}

async function build(db: Db, blockchain: number, version: string, now: Date): Promise<PreparedChain> {
  const [flows, megahubs, labels] = await Promise.all([
    loadChainFlows(db, blockchain),
    loadMegahubs(db, blockchain, MEGAHUB_DEGREE),
    loadChainLabels(db, blockchain),
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
  const from = new Int32Array(flows.length);
  const to = new Int32Array(flows.length);
  const valueUsd = new Float64Array(flows.length);
  flows.forEach((f, i) => {
    from[i] = intern(f.from_address);
    to[i] = intern(f.to_address);
    valueUsd[i] = Math.max(0, Number(f.value_usd));
  });
  const graph = buildCompactFlowGraph({ from, to, valueUsd }, addresses, { megahubs });
  return reresolve({ graph, labels, version }, now);
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
    version: prepared.version,
    attribution,
    resolvedAt: now.getTime(),
  };
}

const perDatabase = new WeakMap<Db, ChainGraphCache>();

/** The cache of one database (one per Kysely instance, so tests with their own database never share one). */
export function chainGraphsOf(db: Db): ChainGraphCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = new ChainGraphCache(db);
    perDatabase.set(db, cache);
  }
  return cache;
}
