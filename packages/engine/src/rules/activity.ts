import type { RiskType } from '@riskscreen/shared';
import type { ExposureDirection } from '../exposure/types.ts';
import type { RuleTransfer, TransferDirection } from './types.ts';

/** Helpers over the object's own transfers: directions, windows and per-transaction grouping. */

export const SECONDS_PER_DAY = 86_400;
export const SECONDS_PER_MINUTE = 60;

export function transferDirections(riskTypes: readonly RiskType[]): TransferDirection[] {
  const out: TransferDirection[] = [];
  if (riskTypes.includes(1)) out.push(1);
  if (riskTypes.includes(2)) out.push(-1);
  return out;
}

export function exposureDirections(riskTypes: readonly RiskType[]): ExposureDirection[] {
  const out: ExposureDirection[] = [];
  if (riskTypes.includes(1)) out.push('incoming');
  if (riskTypes.includes(2)) out.push('outgoing');
  return out;
}

export function riskTypeOf(direction: TransferDirection | ExposureDirection): 1 | 2 {
  return direction === 1 || direction === 'incoming' ? 1 : 2;
}

/** The single risk type when the condition looks at one direction; undefined when it combines both. */
export function singleRiskType(riskTypes: readonly RiskType[]): 1 | 2 | undefined {
  if (riskTypes.length !== 1) return undefined;
  return riskTypes[0] === 1 ? 1 : riskTypes[0] === 2 ? 2 : undefined;
}

/** 'Received' / 'Sent' / 'Received and sent'. */
export function directionLabel(riskTypes: readonly RiskType[]): string {
  const directions = transferDirections(riskTypes);
  if (directions.length === 1) return directions[0] === 1 ? 'Received' : 'Sent';
  return 'Received and sent';
}

/** 'Received from' / 'Sent to' / 'Received from or sent to'. */
export function paymentPhrase(riskTypes: readonly RiskType[]): string {
  const directions = transferDirections(riskTypes);
  if (directions.length === 1) return directions[0] === 1 ? 'Received from' : 'Sent to';
  return 'Received from or sent to';
}

export function paymentLabel(direction: TransferDirection | ExposureDirection): string {
  return riskTypeOf(direction) === 1 ? 'Received from' : 'Sent to';
}

export function inDirections(
  transfers: readonly RuleTransfer[],
  riskTypes: readonly RiskType[],
): RuleTransfer[] {
  const directions = transferDirections(riskTypes);
  return transfers.filter((t) => directions.includes(t.direction));
}

/**
 * The analysis window ending now: [now − days, now]. A transfer exactly `days` old is inside; transfers after
 * `now` (clock skew, future data) are not.
 */
export function inWindow<T extends { time: number }>(items: readonly T[], now: number, days: number): T[] {
  const start = now - days * SECONDS_PER_DAY;
  return items.filter((t) => t.time >= start && t.time <= now);
}

/**
 * A transaction as the object saw it in one direction: its transfers of that transaction summed (a token
 * transfer and its native fee, several outputs to the same address…). Counts and amounts of the behaviour
 * templates are per transaction, not per transfer.
 */
export type Payment = {
  txHash: string;
  direction: TransferDirection;
  time: number;
  valueUsd: number;
  /** The transaction fee (the largest reported by its transfers). */
  feeUsd: number;
  counterparties: string[];
};

export function toPayments(transfers: readonly RuleTransfer[]): Payment[] {
  const byKey = new Map<string, Payment>();
  for (const t of transfers) {
    const key = `${t.direction}:${t.txHash}`;
    const payment = byKey.get(key);
    if (!payment) {
      byKey.set(key, {
        txHash: t.txHash,
        direction: t.direction,
        time: t.time,
        valueUsd: t.valueUsd,
        feeUsd: t.feeUsd ?? 0,
        counterparties: [t.counterparty],
      });
      continue;
    }
    payment.valueUsd += t.valueUsd;
    payment.time = Math.min(payment.time, t.time);
    payment.feeUsd = Math.max(payment.feeUsd, t.feeUsd ?? 0);
    if (!payment.counterparties.includes(t.counterparty)) payment.counterparties.push(t.counterparty);
  }
  return [...byKey.values()];
}

/** The object's transactions in the chosen directions up to `now` (later ones are clock skew or future data). */
export function paymentsUntil(
  transfers: readonly RuleTransfer[],
  riskTypes: readonly RiskType[],
  now: number,
): Payment[] {
  return toPayments(inDirections(transfers, riskTypes)).filter((p) => p.time <= now);
}

/** Age in days; a first-seen time after the moment measured (bad data) counts as age 0. */
export function ageDays(firstSeen: number, at: number): number {
  return Math.max(0, at - firstSeen) / SECONDS_PER_DAY;
}

export function sumUsd(items: readonly { valueUsd: number }[]): number {
  let total = 0;
  for (const item of items) total += item.valueUsd;
  return total;
}

/** The item with the largest key (the first one on ties), or undefined for an empty list. */
export function largest<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const k = key(item);
    if (k > bestKey) {
      best = item;
      bestKey = k;
    }
  }
  return best;
}
