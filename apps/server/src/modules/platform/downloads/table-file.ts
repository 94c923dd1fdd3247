import { LIMITS } from '@riskscreen/shared';
import ExcelJS from 'exceljs';
import { toCsv } from '../../../lib/csv.ts';
import type { ExportFile } from './export-producer.ts';

export type TableFormat = 'csv' | 'xlsx';
/** A cell of an export: a Date is a moment (UTC), written as ISO 8601 in CSV and as a date-time cell in XLSX. */
export type TableCell = string | number | Date | null | undefined;

/** Exports hold at most this many rows (spec: 'Maximum records: 10000'). */
export const EXPORT_MAX_ROWS = LIMITS.dashboardDownloadMaxRecords;

/** How a spreadsheet shows a moment: the same order as the CSV's ISO text, readable and sortable. */
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** Column widths in characters: wide enough for the longest cell, never so wide a sheet needs scrolling for one. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/**
 * A table as a file: CSV (text cells a spreadsheet would run as a formula are escaped by toCsv) or XLSX, where
 * text is written as string cells, never formulas, with the same quote prefix so a copy-paste does not run either;
 * moments are date cells (a spreadsheet sorts and filters them as dates) and each column is as wide as its content.
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
      bytes: new TextEncoder().encode(
        toCsv(
          header,
          capped.map((row) => row.map(csvValue)),
        ),
      ),
    };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(baseName.slice(0, 31) || 'Export');
  sheet.addRow(header.map(textCell));
  for (const row of capped) sheet.addRow(row.map(cellOf));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  header.forEach((title, index) => {
    const column = sheet.getColumn(index + 1);
    const cells = capped.map((row) => row[index]);
    if (cells.some((cell) => cell instanceof Date)) column.numFmt = XLSX_DATE_FORMAT;
    const longest = Math.max(title.length, ...cells.map(shownLength));
    column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  const buffer = await book.xlsx.writeBuffer();
  return {
    fileName: `${baseName}.xlsx`,
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: new Uint8Array(buffer as ArrayBuffer),
  };
}

function csvValue(value: TableCell): string | number | null | undefined {
  return value instanceof Date ? value.toISOString() : value;
}

function cellOf(value: TableCell): string | number | Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value === null || value === undefined ? null : textCell(value);
}

/** The characters a cell shows: a date as its format, a number as written. */
function shownLength(value: TableCell): number {
  if (value instanceof Date) return XLSX_DATE_FORMAT.length;
  return value === null || value === undefined ? 0 : String(value).length;
}

/** exceljs writes a JS string as a shared-string cell (never a formula); the prefix mirrors the CSV's. */
function textCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
