import type { Db } from '../../../db/client.ts';
import { type Span, type SplitSpan, splitSpan } from './range-split.ts';

/** A group's count: the key's columns as a string, the count as a number. */
export type Counted<K> = K & { n: number | string | bigint };

/**
 * Count a span from a daily rollup and the raw rows at its ends (decision 0034): `rollup` sums the rollup over
 * whole UTC days, `raw` counts the source rows of a shorter span. Both answer groups; the result adds them up.
 */
export async function countSpan<K extends Record<string, unknown>>(
  db: Db,
  span: Span,
  rollup: (db: Db, days: NonNullable<SplitSpan['days']>) => Promise<Counted<K>[]>,
  raw: (db: Db, span: Span) => Promise<Counted<K>[]>,
): Promise<Counted<K>[]> {
  const split = splitSpan(span);
  const parts = await Promise.all([
    split.days ? rollup(db, split.days) : Promise.resolve([]),
    ...split.raw.map((part) => raw(db, part)),
  ]);
  return parts.flat();
}

/** Sum counted rows by a key of theirs. */
export function sumBy<K>(rows: Counted<K>[], keyOf: (row: K) => string | number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = String(keyOf(row));
    totals.set(key, (totals.get(key) ?? 0) + Number(row.n));
  }
  return totals;
}

/** Counts per risk level 1 to 5 from a map keyed by level (other levels left out). */
export function levelCounts(totals: Map<string, number>): {
  1: number;
  2: number;
  3: number;
  4: number;
  5: number;
} {
  const at = (level: number) => totals.get(String(level)) ?? 0;
  return { 1: at(1), 2: at(2), 3: at(3), 4: at(4), 5: at(5) };
}
