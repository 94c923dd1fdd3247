import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/**
 * Daily USD prices in memory, for valuing rows at block time. A day without a price uses the closest earlier day;
 * before the first price the value is 0 (unknown).
 */
export class PriceBook {
  private readonly series = new Map<string, { days: string[]; usd: number[] }>();

  constructor(rows: readonly { asset_symbol: string; day: string; usd: number }[] = []) {
    const grouped = new Map<string, [string, number][]>();
    for (const row of rows) {
      const list = grouped.get(row.asset_symbol) ?? [];
      list.push([row.day, Number(row.usd)]);
      grouped.set(row.asset_symbol, list);
    }
    for (const [symbol, list] of grouped) {
      list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      this.series.set(symbol, { days: list.map((r) => r[0]), usd: list.map((r) => r[1]) });
    }
  }

  static async load(db: Db, symbols?: readonly string[]): Promise<PriceBook> {
    // day as text: drivers disagree on how a date column becomes a JS Date (local vs UTC midnight).
    let query = db.selectFrom('prices').select(['asset_symbol', sql<string>`day::text`.as('day'), 'usd']);
    if (symbols) {
      if (symbols.length === 0) return new PriceBook();
      query = query.where('asset_symbol', 'in', [...symbols]);
    }
    const rows = await query.execute();
    return new PriceBook(rows);
  }

  /** USD price of one unit on the UTC day of `time` (0 when unknown). */
  priceAt(symbol: string, time: Date | null): number {
    const s = this.series.get(symbol);
    if (!s || !time) return 0;
    const day = time.toISOString().slice(0, 10);
    let lo = 0;
    let hi = s.days.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((s.days[mid] as string) <= day) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found < 0 ? 0 : (s.usd[found] as number);
  }

  /** The most recent price (for balances "now"). */
  latest(symbol: string): number {
    const s = this.series.get(symbol);
    return s && s.usd.length > 0 ? (s.usd[s.usd.length - 1] as number) : 0;
  }
}

/** USD rounded to 6 decimals as a numeric literal (exact in the store, no float noise). */
export function usd(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  return value.toFixed(6);
}
