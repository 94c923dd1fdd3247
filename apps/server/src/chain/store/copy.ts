import type { Transaction } from '@electric-sql/pglite';

/** A PGlite connection or transaction: anything that runs a query with a blob for COPY FROM '/dev/blob'. */
type Copier = Pick<Transaction, 'query'>;

/**
 * Bulk-load rows into a table with COPY … FROM '/dev/blob' (PGlite only). Columns are the keys of the first row;
 * every row must have them all. null → NULL; strings are quoted (so '' stays an empty string); dates go as ISO.
 */
export async function copyRows(
  db: Copier,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const lines: string[] = [];
  for (const row of rows) lines.push(columns.map((c) => csv(row[c])).join(','));
  const blob = new Blob([`${lines.join('\n')}\n`]);
  await db.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
}

function csv(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return `"${String(value).replace(/"/g, '""')}"`;
}
