import { LIMITS } from '@riskscreen/shared';
import ExcelJS from 'exceljs';
import { toCsv } from '../../lib/csv.ts';
import type { ExportFile } from './export-producer.ts';

export type TableFormat = 'csv' | 'xlsx';
export type TableCell = string | number | null | undefined;

/** Exports hold at most this many rows (spec: 'Maximum records: 10000'). */
export const EXPORT_MAX_ROWS = LIMITS.dashboardDownloadMaxRecords;

/**
 * A table as a file: CSV (text cells a spreadsheet would run as a formula are escaped by toCsv) or XLSX, where
 * text is written as string cells, never formulas, with the same quote prefix so a copy-paste does not run either.
 */
export async function tableFile(
  format: TableFormat,
  baseName: string,
  header: string[],
  rows: TableCell[][],
): Promise<ExportFile> {
  const capped = rows.slice(0, EXPORT_MAX_ROWS);
  if (format === 'csv') {
    return {
      fileName: `${baseName}.csv`,
      mediaType: 'text/csv; charset=utf-8',
      bytes: new TextEncoder().encode(toCsv(header, capped)),
    };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(baseName.slice(0, 31) || 'Export');
  sheet.addRow(header.map(textCell));
  for (const row of capped) sheet.addRow(row.map(cellOf));
  sheet.getRow(1).font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  return {
    fileName: `${baseName}.xlsx`,
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: new Uint8Array(buffer as ArrayBuffer),
  };
}

function cellOf(value: TableCell): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value === null || value === undefined ? null : textCell(value);
}

/** exceljs writes a JS string as a shared-string cell (never a formula); the prefix mirrors the CSV's. */
function textCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
