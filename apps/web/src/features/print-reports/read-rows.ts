import { REPORT_TABLE_MAX_ROWS } from '@riskscreen/shared';

export type ReadRows<T> = { count: number; rows: T[] };

/** Up to `max` rows (200, a report table's cap) read in pages of `pageSize`, with the count the list reports. */
export async function readRows<T>(
  readPage: (offset: number, limit: number) => Promise<{ count: number; results: T[] }>,
  pageSize: number,
  max: number = REPORT_TABLE_MAX_ROWS,
): Promise<ReadRows<T>> {
  const rows: T[] = [];
  let count = 0;
  while (rows.length < max) {
    const page = await readPage(rows.length, Math.min(pageSize, max - rows.length));
    count = page.count;
    rows.push(...page.results);
    if (page.results.length === 0 || rows.length >= count) break;
  }
  return { count, rows: rows.slice(0, max) };
}
