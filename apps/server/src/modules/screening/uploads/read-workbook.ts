import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { UPLOAD_LIMITS } from '@riskscreen/shared';
import ExcelJS from 'exceljs';
import { NOT_A_SPREADSHEET, type ReadRow, refuse, refuseFarColumn, TOO_MANY_ROWS } from './sheet-rows.ts';
import { boundedWorkbookZip, WorkbookZipRefusal } from './workbook-zip.ts';

/** The header and the row limit's rows, and one more: enough to tell a file is over the limit. */
const ROWS_TO_READ = UPLOAD_LIMITS.maxRows + 2;
const formulaRefusal = (address: string, line: number) =>
  refuse(`Line ${line}: the cell ${address} is a formula; formulas are not accepted.`);
const errorRefusal = (address: string, line: number) =>
  refuse(`Line ${line}: the cell ${address} holds an error value.`);

/**
 * The first sheet of an .xlsx, row by row as the XML streams by (the sheet's declared range is never laid out):
 * the ZIP is bounded first (workbook-zip), only the first sheet's rows are read, only the first maxColumns cells of
 * a row, and reading stops one row past the limit.
 */
export async function readXlsx(data: Buffer): Promise<ReadRow[]> {
  let zip: Buffer;
  let firstSheetHead: string;
  try {
    ({ zip, firstSheetHead } = boundedWorkbookZip(data));
  } catch (error) {
    throw refuse(error instanceof WorkbookZipRefusal ? error.message : NOT_A_SPREADSHEET);
  }
  refuseDeclaredRange(firstSheetHead);
  const rows: ReadRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const read = xlsxRow(row);
        if (read.cells.some((cell) => cell !== '')) rows.push(read);
        if (rows.length >= ROWS_TO_READ) throw refuse(TOO_MANY_ROWS);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof Error && 'fields' in error) throw error;
    throw refuse(NOT_A_SPREADSHEET);
  }
  return rows;
}

/**
 * A sheet declaring a range far wider than an upload reads (A1:XFD3000) is refused by its declaration, naming it.
 * Its rows cost nothing declared (the reader stops at the limit's real rows), so a long range is not refused.
 */
function refuseDeclaredRange(sheetHead: string): void {
  const ref = /<(?:\w+:)?dimension\b[^>]*\bref="([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?"/.exec(sheetHead);
  if (!ref) return;
  const lastColumn = columnNumber(ref[3] ?? ref[1] ?? 'A');
  const range = ref[3] ? `${ref[1]}${ref[2]}:${ref[3]}${ref[4]}` : `${ref[1]}${ref[2]}`;
  if (lastColumn > UPLOAD_LIMITS.maxColumns) {
    throw refuse(
      `The sheet declares the range ${range}, beyond the first ${UPLOAD_LIMITS.maxColumns} columns; an upload has at most six columns: save the used cells alone and upload again.`,
    );
  }
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

function xlsxRow(row: ExcelJS.Row): ReadRow {
  const line = row.number;
  const cells: string[] = [];
  const typed: boolean[] = [];
  row.eachCell((cell, column) => {
    if (column > UPLOAD_LIMITS.maxColumns) {
      if (xlsxText(cell.value, cell.address, line).text !== '') refuseFarColumn(column, line);
      return;
    }
    const { text, isTyped } = xlsxText(cell.value, cell.address, line);
    while (cells.length < column - 1) {
      cells.push('');
      typed.push(false);
    }
    cells.push(text);
    typed.push(isTyped);
  });
  return { line, cells, typed };
}

function xlsxText(
  value: ExcelJS.CellValue,
  address: string,
  line: number,
): { text: string; isTyped: boolean } {
  if (value === null || value === undefined) return { text: '', isTyped: false };
  if (typeof value === 'number') return { text: String(value), isTyped: true };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', isTyped: true };
  if (value instanceof Date) return { text: value.toISOString(), isTyped: true };
  if (typeof value === 'string') return { text: value.trim(), isTyped: false };
  if ('formula' in value || 'sharedFormula' in value) throw formulaRefusal(address, line);
  if ('error' in value) throw errorRefusal(address, line);
  if ('richText' in value)
    return {
      text: value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
      isTyped: false,
    };
  if ('text' in value) return xlsxText(value.text, address, line);
  return { text: '', isTyped: false };
}

/**
 * The first sheet of a legacy .xls (SheetJS, the one reader of the format): its cells as stored, never its
 * declared range, at most the row limit's rows and the first maxColumns cells of a row.
 */
export function readXls(data: Buffer): ReadRow[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, {
      type: 'buffer',
      cellFormula: true,
      cellDates: true,
      sheetRows: ROWS_TO_READ,
      sheets: 0,
    });
  } catch {
    throw refuse(NOT_A_SPREADSHEET);
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheet) throw refuse(NOT_A_SPREADSHEET);
  const byLine = new Map<number, ReadRow>();
  for (const [address, cell] of Object.entries(sheet)) {
    if (address.startsWith('!')) continue;
    const { r, c } = XLSX.utils.decode_cell(address);
    const line = r + 1;
    const { text, isTyped } = xlsText(cell as XLSX.CellObject, address, line);
    if (c >= UPLOAD_LIMITS.maxColumns) {
      if (text !== '') refuseFarColumn(c + 1, line);
      continue;
    }
    const row = byLine.get(line) ?? { line, cells: [], typed: [] };
    byLine.set(line, row);
    while (row.cells.length <= c) {
      row.cells.push('');
      row.typed?.push(false);
    }
    row.cells[c] = text;
    if (row.typed) row.typed[c] = isTyped;
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

function xlsText(cell: XLSX.CellObject, address: string, line: number): { text: string; isTyped: boolean } {
  if (cell.f) throw formulaRefusal(address, line);
  const isTyped = cell.t !== 's' && cell.t !== 'z';
  if (cell.v === undefined || cell.v === null) return { text: '', isTyped };
  switch (cell.t) {
    case 'n':
      return { text: String(cell.v), isTyped };
    case 'b':
      return { text: cell.v ? 'TRUE' : 'FALSE', isTyped };
    case 'd':
      return { text: cell.v instanceof Date ? cell.v.toISOString() : String(cell.v), isTyped };
    case 'e':
      throw errorRefusal(address, line);
    default:
      return { text: String(cell.v).trim(), isTyped };
  }
}
