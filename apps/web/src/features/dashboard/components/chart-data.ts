import {
  type CurrencyCount,
  chainLabel,
  type DashboardRules,
  RISK_LEVEL_LABELS,
  type RiskLevel,
} from '@riskscreen/shared';
import { RISK_LEVEL_COLOURS } from '../../../components/ui/risk-level-badge.tsx';
import type { Slice } from './legend-donut.tsx';

/** A risk level's colour as the charts take it (the badge's colour, shade 6). */
export function levelColour(level: number): string {
  return `${RISK_LEVEL_COLOURS[level as RiskLevel] ?? 'gray'}.6`;
}

/** Slices per risk level, highest first; 'No Risk' only when asked for (cases may have none). */
export function levelSlices(counts: Partial<Record<number, number>>, levels: readonly number[]): Slice[] {
  return levels.map((level) => ({
    name: RISK_LEVEL_LABELS[level as RiskLevel],
    value: counts[level] ?? 0,
    color: levelColour(level),
  }));
}

export const ALERT_LEVELS = [5, 4, 3, 2, 1] as const;
export const CASE_LEVELS = [5, 4, 3, 2, 1, 0] as const;

/** '2026-11-20' → 'Nov 20' (a calendar day: no time zone shift). */
export function dayLabel(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Spec part 1 §9: a time series shows every date as a tick when there are 10 or fewer. */
export const EVERY_TICK_UP_TO = 10;
export function tickInterval(points: number): number | 'preserveStartEnd' {
  return points <= EVERY_TICK_UP_TO ? 0 : 'preserveStartEnd';
}

export type CurrencyFilter = 'all' | 'transactions' | 'addresses';
export type CurrencyRow = { chain: string; Addresses: number; Transactions: number };

/** Screenings per chain, most first: addresses, transactions or both (each chain once, its two counts side by side). */
export function currencyRows(
  addresses: readonly CurrencyCount[],
  transactions: readonly CurrencyCount[],
  filter: CurrencyFilter,
): CurrencyRow[] {
  const rows = new Map<number, CurrencyRow>();
  const row = (currency: number) => {
    let found = rows.get(currency);
    if (!found) {
      found = { chain: chainLabel(currency), Addresses: 0, Transactions: 0 };
      rows.set(currency, found);
    }
    return found;
  };
  if (filter !== 'transactions') for (const c of addresses) row(c.currency).Addresses += c.count;
  if (filter !== 'addresses') for (const c of transactions) row(c.currency).Transactions += c.count;
  return [...rows.values()]
    .filter((r) => r.Addresses + r.Transactions > 0)
    .sort(
      (a, b) =>
        b.Addresses + b.Transactions - (a.Addresses + a.Transactions) || a.chain.localeCompare(b.chain),
    );
}

/** Between a rule's name and its policy's in a bar's label. */
export const POLICY_MARK = ' · ';

/**
 * The chart's bars. A rule whose name another shown rule shares (an address policy's and a transaction policy's
 * rule often do) is labelled with its policy too, so the two bars can be told apart.
 */
export function ruleBars(rows: readonly DashboardRules['rules_summary'][number][]) {
  const named = new Map<string, number>();
  for (const row of rows) named.set(row.rule_name, (named.get(row.rule_name) ?? 0) + 1);
  return rows.map((row) => ({
    rule:
      (named.get(row.rule_name) ?? 0) > 1
        ? `${row.rule_name}${POLICY_MARK}${row.policy_name}`
        : row.rule_name,
    Alerts: row.count,
  }));
}
