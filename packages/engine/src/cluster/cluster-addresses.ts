import { type CoinJoinThresholds, DEFAULT_COINJOIN_THRESHOLDS, looksLikeCoinJoin } from './coinjoin.ts';
import type { Cluster, ClusteringResult, ClusterTx } from './types.ts';
import { UnionFind } from './union-find.ts';

export type ClusteringOptions = {
  /** Leave CoinJoin-looking transactions out (default true); false applies the heuristic to every transaction. */
  skipCoinJoins?: boolean;
  coinJoin?: CoinJoinThresholds;
  /**
   * Groups already known to belong together (e.g. the members of clusters stored earlier), so that clustering a new
   * batch of transactions extends existing clusters instead of starting over.
   */
  knownGroups?: readonly (readonly string[])[];
};

/**
 * Common-input-ownership heuristic: all inputs of one non-coinbase transaction are spent by one owner, so their
 * addresses join one cluster (union-find, transitive across transactions). Output addresses are members too, as
 * singletons unless they spend elsewhere: receiving proves nothing about ownership.
 */
export function clusterAddresses(
  txs: Iterable<ClusterTx>,
  options: ClusteringOptions = {},
): ClusteringResult {
  const skipCoinJoins = options.skipCoinJoins ?? true;
  const thresholds = options.coinJoin ?? DEFAULT_COINJOIN_THRESHOLDS;
  const sets = new UnionFind();
  const skippedTxids: string[] = [];

  for (const group of options.knownGroups ?? []) joinAll(sets, group);

  for (const tx of txs) {
    for (const output of tx.outputs ?? []) if (output.address !== undefined) sets.add(output.address);
    if (tx.isCoinbase) continue;
    if (skipCoinJoins && looksLikeCoinJoin(tx, thresholds)) {
      for (const address of tx.inputAddresses) sets.add(address);
      skippedTxids.push(tx.txid ?? '');
      continue;
    }
    joinAll(sets, tx.inputAddresses);
  }

  const membersByRoot = new Map<string, string[]>();
  for (const address of sets.keys()) {
    const root = sets.find(address);
    const members = membersByRoot.get(root);
    if (members) members.push(address);
    else membersByRoot.set(root, [address]);
  }
  const clusters: Cluster[] = [];
  const representativeOf = new Map<string, string>();
  for (const members of membersByRoot.values()) {
    members.sort(compare);
    const representative = members[0] as string;
    clusters.push({ representative, addresses: members, size: members.length });
    for (const address of members) representativeOf.set(address, representative);
  }
  clusters.sort((a, b) => compare(a.representative, b.representative));
  return { representativeOf, clusters, skippedTxids };
}

function joinAll(sets: UnionFind, addresses: readonly string[]): void {
  const [first, ...rest] = addresses;
  if (first === undefined) return;
  sets.add(first);
  for (const address of rest) sets.union(first, address);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
