import type { TxIoRow, TxTransfer } from './chain-transaction.repo.ts';

/** One side of a value movement as lists show it: an input or output, or one address of a transfer. */
export type Leg = {
  position: number;
  address: string;
  assetSymbol: string;
  amount: number;
  valueUsd: number;
};

export type AggregatedLeg = {
  address: string;
  assetSymbol: string;
  amount: number;
  valueUsd: number;
  count: number;
};

/** Native movements of an account-chain transaction: the call's value, plain transfers and rewards (not 7 or 4). */
const NATIVE_TYPES = new Set([1, 2, 3, 8]);

/**
 * Inputs (or outputs) of a transaction. UTXO chains list their tx_io rows; account chains have none, so the native
 * transfers stand in (the sender of each is an input, the receiver an output). Minted value has no sender ('').
 */
export function legsOf(
  side: 'inputs' | 'outputs',
  io: readonly TxIoRow[],
  transfers: readonly TxTransfer[],
): Leg[] {
  if (io.length > 0) return io.map((r) => ({ ...r }));
  return transfers
    .filter((t) => NATIVE_TYPES.has(t.type) && t.assetContract === '')
    .map((t) => ({
      position: t.position,
      address: side === 'inputs' ? t.from : t.to,
      assetSymbol: t.assetSymbol,
      amount: t.amount,
      valueUsd: t.valueUsd,
    }))
    .filter((l) => l.address !== '');
}

/** Legs summed per address and asset, largest USD first (ties by address, so pages are stable). */
export function aggregateLegs(legs: readonly Leg[]): AggregatedLeg[] {
  const sums = new Map<string, AggregatedLeg>();
  for (const leg of legs) {
    const key = `${leg.address}\u0000${leg.assetSymbol}`;
    const sum = sums.get(key);
    if (sum) {
      sum.amount += leg.amount;
      sum.valueUsd += leg.valueUsd;
      sum.count += 1;
    } else {
      sums.set(key, {
        address: leg.address,
        assetSymbol: leg.assetSymbol,
        amount: leg.amount,
        valueUsd: leg.valueUsd,
        count: 1,
      });
    }
  }
  return [...sums.values()].sort(
    (a, b) => b.valueUsd - a.valueUsd || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0),
  );
}

/**
 * Who sent and who received in a transaction, per address and asset: UTXO chains from their inputs and outputs,
 * account chains from every transfer (native, token, internal), so a token sender is a sender too.
 */
export function partiesOf(
  io: { inputs: readonly TxIoRow[]; outputs: readonly TxIoRow[] },
  transfers: readonly TxTransfer[],
): { senders: AggregatedLeg[]; receivers: AggregatedLeg[] } {
  if (io.inputs.length > 0 || io.outputs.length > 0) {
    return { senders: aggregateLegs(io.inputs), receivers: aggregateLegs(io.outputs) };
  }
  const side = (pick: (t: TxTransfer) => string) =>
    aggregateLegs(
      transfers
        .map((t) => ({
          position: t.position,
          address: pick(t),
          assetSymbol: t.assetSymbol,
          amount: t.amount,
          valueUsd: t.valueUsd,
        }))
        .filter((l) => l.address !== ''),
    );
  return { senders: side((t) => t.from), receivers: side((t) => t.to) };
}

/**
 * USD each address paid to others and received from others in this transaction: the weights of the virtual edges
 * sender → transaction → receiver. Change (a transfer back to its own sender) and minted value are no exposure.
 */
export function exposureFlows(transfers: readonly TxTransfer[]): {
  sent: Map<string, number>;
  received: Map<string, number>;
} {
  const sent = new Map<string, number>();
  const received = new Map<string, number>();
  for (const t of transfers) {
    if (t.from === t.to || !(t.valueUsd > 0)) continue;
    if (t.from !== '') sent.set(t.from, (sent.get(t.from) ?? 0) + t.valueUsd);
    if (t.to !== '') received.set(t.to, (received.get(t.to) ?? 0) + t.valueUsd);
  }
  return { sent, received };
}

export type AssetTotal = { token: string; contract: string; value: number; valueUsd: number };

/** Value moved per asset (change excluded), the native asset first; `types` narrows to some transfer types. */
export function assetTotals(transfers: readonly TxTransfer[], types?: ReadonlySet<number>): AssetTotal[] {
  const totals = new Map<string, AssetTotal>();
  for (const t of transfers) {
    if (t.from === t.to || !(t.amount > 0) || (types && !types.has(t.type))) continue;
    const key = `${t.assetContract}\u0000${t.assetSymbol}`;
    const total = totals.get(key);
    if (total) {
      total.value += t.amount;
      total.valueUsd += t.valueUsd;
    } else {
      totals.set(key, {
        token: t.assetSymbol,
        contract: t.assetContract,
        value: t.amount,
        valueUsd: t.valueUsd,
      });
    }
  }
  return [...totals.values()].sort(
    (a, b) => Number(a.contract !== '') - Number(b.contract !== '') || b.valueUsd - a.valueUsd,
  );
}
