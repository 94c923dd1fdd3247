import * as XLSX from '@e965/xlsx';
import { toCsv } from '../../../lib/csv.ts';
import type { RowResult } from './row-work.ts';

export const RESPONSE_COLUMNS = ['risk_level', 'risk_level_verbose', 'status', 'error'] as const;

type StoredRow = {
  input: Record<string, string>;
  state: 'pending' | 'succeeded' | 'failed';
  result: Record<string, unknown> | null;
};

const STATE_WORDS = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' } as const;

/** A row's result columns: risk level (number and words), Succeeded or Failed, and the row's error. */
function resultCells(row: StoredRow): (string | number)[] {
  const result = (row.result ?? {}) as Partial<RowResult>;
  return [
    typeof result.risk_level === 'number' ? result.risk_level : '',
    result.risk_level_verbose ?? '',
    STATE_WORDS[row.state],
    result.error ?? '',
  ];
}

/**
 * The response file: every input row in file order with the result columns appended, in the upload's format (a
 * CSV answers with CSV, escaped against formulas; a workbook with .xlsx, every input cell kept as text).
 */
export function responseFile(
  format: 'csv' | 'xls' | 'xlsx',
  columns: readonly string[],
  rows: readonly StoredRow[],
): { data: Buffer; extension: 'csv' | 'xlsx'; mediaType: string } {
  const header = [...columns, ...RESPONSE_COLUMNS];
  const body = rows.map((row) => [...columns.map((column) => row.input[column] ?? ''), ...resultCells(row)]);
  if (format === 'csv') {
    return {
      data: Buffer.from(toCsv(header, body), 'utf8'),
      extension: 'csv',
      mediaType: 'text/csv; charset=utf-8',
    };
  }
  const sheet = XLSX.utils.aoa_to_sheet([header, ...body]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Response');
  return {
    data: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    extension: 'xlsx',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
