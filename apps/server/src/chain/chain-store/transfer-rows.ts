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

/** A transfer as PostgreSQL's transfers table holds it: the columns a column-store row takes. */
export type StoredTransfer = {
  position: number;
  transfer_type: number;
  from_address: string;
  to_address: string;
  asset_symbol: string;
  asset_contract: string;
  amount: string;
  value_usd: string;
};

/** One transaction's stored transfers as column-store rows, marked as transferRowsOf marks them. */
export function columnRowsOf(
  tx: Pick<ChainTransferRow, 'blockchain' | 'txId' | 'txHash' | 'blockNumber' | 'blockTime'>,
  transfers: readonly StoredTransfer[],
): ChainTransferRow[] {
  return transferRowsOf(
    transfers.map((r) => ({ ...r, from: r.from_address, to: r.to_address })),
    (r, countsIn, countsOut) => ({
      ...tx,
      position: r.position,
      type: r.transfer_type,
      from: r.from_address,
      to: r.to_address,
      assetSymbol: r.asset_symbol,
      assetContract: r.asset_contract,
      amount: r.amount,
      valueUsd: Number(r.value_usd),
      countsIn,
      countsOut,
    }),
  );
}
