import type { ClusterTx } from './types.ts';

/**
 * A transaction looks like a CoinJoin when many distinct addresses fund it AND many outputs carry the same value to
 * distinct addresses (Whirlpool: 5 in / 5 equal out; Wasabi and JoinMarket: dozens). Merging such inputs would fuse
 * unrelated users into one cluster, which is the classic false positive of the common-input heuristic. Ordinary
 * consolidations (many inputs, one or two outputs) and payouts (one input, many outputs) do not match.
 */
export type CoinJoinThresholds = {
  /** Distinct input addresses at least (default 5). */
  minInputs: number;
  /** Outputs of one identical value to distinct addresses at least (default 5). */
  minEqualOutputs: number;
};

export const DEFAULT_COINJOIN_THRESHOLDS: CoinJoinThresholds = { minInputs: 5, minEqualOutputs: 5 };

export function looksLikeCoinJoin(tx: ClusterTx, thresholds: CoinJoinThresholds): boolean {
  if (new Set(tx.inputAddresses).size < thresholds.minInputs) return false;
  const receiversByValue = new Map<string, Set<string>>();
  for (const output of tx.outputs ?? []) {
    if (output.address === undefined) continue;
    const key = String(output.value);
    const receivers = receiversByValue.get(key) ?? new Set<string>();
    receivers.add(output.address);
    receiversByValue.set(key, receivers);
  }
  for (const receivers of receiversByValue.values()) {
    if (receivers.size >= thresholds.minEqualOutputs) return true;
  }
  return false;
}
