import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/client.ts';
import { inTransaction } from './batch.ts';
import { revalueAtBlockTime, upsertPrices } from './reference-data.ts';

export type PriceRow = { assetSymbol: string; day: string; usd: string };
export type PriceRowError = { line: number; error: string };
export type ParsedPrices = { rows: PriceRow[]; errors: PriceRowError[] };
export type PriceImportOutcome = {
  imported: number;
  skipped: number;
  errors: PriceRowError[];
  symbols: string[];
};

const HEADER = ['asset', 'day', 'usd'];
const SYMBOL = /^[A-Z0-9][A-Z0-9.\-_]{0,19}$/;
const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;

/**
 * Read a daily price CSV: header `asset,day,usd`, then one row per asset symbol and UTC day (YYYY-MM-DD) with a
 * positive USD price. Rows that cannot be used are reported with their line number and left out; a second row for
 * the same asset and day is an error too (which one is right cannot be known).
 */
export function parsePriceCsv(text: string): ParsedPrices {
  const rows: PriceRow[] = [];
  const errors: PriceRowError[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, csv-parse returns { record, info } per row; its typings only describe plain records.
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      rows,
      errors: [
        { line, error: `Not readable as CSV: ${error instanceof Error ? error.message : String(error)}` },
      ],
    };
  }
  const [header, ...body] = records;
  if (!header || header.record.map((c) => c.toLowerCase()).join(',') !== HEADER.join(',')) {
    return {
      rows,
      errors: [{ line: header?.info.lines ?? 1, error: 'The first line must be the header asset,day,usd' }],
    };
  }
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== 3) {
      errors.push({ line, error: `Expected 3 fields (asset,day,usd), found ${record.length}` });
      continue;
    }
    const [assetRaw = '', day = '', usd = ''] = record;
    const asset = assetRaw.toUpperCase();
    if (!SYMBOL.test(asset)) {
      errors.push({ line, error: `Asset "${assetRaw}" is not a symbol such as BTC` });
      continue;
    }
    if (!isDay(day)) {
      errors.push({ line, error: `Day "${day}" is not a date in the form YYYY-MM-DD` });
      continue;
    }
    if (!DECIMAL.test(usd) || Number(usd) <= 0) {
      errors.push({ line, error: `Price "${usd}" is not a positive number` });
      continue;
    }
    const key = `${asset}|${day}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line, error: `${asset} on ${day} is already given on line ${first}` });
      continue;
    }
    seen.set(key, line);
    rows.push({ assetSymbol: asset, day, usd });
  }
  return { rows, errors };
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Import a price CSV in one transaction: the good rows replace existing prices of the same asset and day, and the
 * stored USD values of those assets are recomputed at block time. A failure leaves nothing behind.
 */
export async function importPrices(db: Db, text: string): Promise<PriceImportOutcome> {
  const { rows, errors } = parsePriceCsv(text);
  const symbols = [...new Set(rows.map((r) => r.assetSymbol))].sort();
  if (rows.length > 0) {
    await inTransaction(db, async (trx) => {
      await upsertPrices(trx, rows);
      await revalueAtBlockTime(trx, symbols);
    });
  }
  return { imported: rows.length, skipped: errors.length, errors, symbols };
}
