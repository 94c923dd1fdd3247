import type { ChainTransferRow } from './types.ts';

type Move = { from: string; to: string };

/**
 * Marks, within one transaction's transfers, the first that makes it an incoming transaction of its receiver and
 * the first that makes it an outgoing one of its sender (a self-transfer makes neither; nor does the minting
 * address ''). Summed by the store, they count transactions per address as chain_addresses does
 * (count(DISTINCT tx) per side), without a distinct count over all of an address's transactions.
 */
export function transferRowsOf<T extends Move>(
  transfers: readonly T[],
  row: (transfer: T, countsIn: boolean, countsOut: boolean) => ChainTransferRow,
): ChainTransferRow[] {
  const received = new Set<string>();
  const sent = new Set<string>();
  return transfers.map((t) => {
    const countsIn = t.to !== '' && t.from !== t.to && !received.has(t.to);
    if (countsIn) received.add(t.to);
    const countsOut = t.from !== '' && t.from !== t.to && !sent.has(t.from);
    if (countsOut) sent.add(t.from);
    return row(t, countsIn, countsOut);
  });
}
