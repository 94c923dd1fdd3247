/** One UTXO transaction as the clustering sees it. */
export type ClusterTx = {
  /** Transaction id, only used to report skipped transactions. */
  txid?: string;
  /** Coinbase transactions have no real inputs and never join addresses. */
  isCoinbase: boolean;
  /** Addresses of the spent outputs (one per input; repeats allowed; inputs without an address left out). */
  inputAddresses: readonly string[];
  /** Outputs: needed for CoinJoin detection; their addresses also become (singleton) members of the result. */
  outputs?: readonly { address?: string | undefined; value: number | string | bigint }[];
};

export type Cluster = {
  /** The smallest address of the cluster (deterministic whatever the order of the transactions). */
  representative: string;
  /** Members, sorted. */
  addresses: string[];
  size: number;
};

export type ClusteringResult = {
  /** Every address seen (inputs, outputs, seeds) → its cluster's representative. */
  representativeOf: Map<string, string>;
  /** Every cluster, singletons included, sorted by representative. */
  clusters: Cluster[];
  /** Transactions that were not used because they look like CoinJoins. */
  skippedTxids: string[];
};
