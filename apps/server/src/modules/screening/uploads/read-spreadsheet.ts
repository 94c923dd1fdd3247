import { UPLOAD_EXTENSIONS, UPLOAD_LIMITS, type UploadExtension } from '@riskscreen/shared';
import { parse } from 'csv-parse/sync';
import { readXls, readXlsx } from './read-workbook.ts';
import {
  EMPTY_FILE,
  FILE_TOO_LARGE,
  NOT_A_SPREADSHEET,
  ONLY_SPREADSHEETS,
  type ReadRow,
  refuse,
  refuseFarColumn,
  type Sheet,
  TOO_MANY_ROWS,
} from './sheet-rows.ts';

export {
  EMPTY_FILE,
  FILE_FIELD,
  FILE_TOO_LARGE,
  NOT_A_SPREADSHEET,
  ONLY_SPREADSHEETS,
  type Sheet,
  type SheetRow,
  TOO_MANY_ROWS,
} from './sheet-rows.ts';

/** Compound File (legacy .xls) and ZIP (.xlsx) signatures: a spreadsheet's content, whatever its name says. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A text cell a spreadsheet would run as a formula (DESIGN §7). */
const FORMULA_START = /^[=+\-@]/;

/** The extension after the name's last dot: a name without one ("csv") has none. */
function extensionOf(name: string): UploadExtension | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = name.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : undefined;
}

/**
 * Read an uploaded spreadsheet whole, or refuse it with a message naming the problem: a name that is not .csv, .xls
 * or .xlsx, content that is not what the name says (a renamed binary, a text file as .xlsx), too many rows, formula
 * cells or text that starts as a formula. Blank rows are skipped; the first row is the header.
 */
export async function readSpreadsheet(name: string, data: Buffer): Promise<Sheet> {
  const format = extensionOf(name);
  if (!format) throw refuse(ONLY_SPREADSHEETS);
  if (data.length > UPLOAD_LIMITS.maxBytes) throw refuse(FILE_TOO_LARGE);
  const grid = format === 'csv' ? readCsv(data) : await readWorkbook(data);
  const lines = evenRows(grid.filter((row) => row.cells.some((cell) => cell !== '')));
  const [head, ...rows] = lines;
  if (!head || rows.length === 0) throw refuse(EMPTY_FILE);
  if (rows.length > UPLOAD_LIMITS.maxRows) throw refuse(TOO_MANY_ROWS);
  const header = head.cells.map((cell) => cell.trim().toLowerCase());
  for (const row of lines) refuseFormulaText(row, header);
  return { format, header, rows: rows.map(({ line, cells }) => ({ line, cells })) };
}

function readCsv(data: Buffer): ReadRow[] {
  if (data.includes(0) || data.subarray(0, 4).equals(ZIP_MAGIC) || data.subarray(0, 8).equals(CFB_MAGIC)) {
    throw refuse(NOT_A_SPREADSHEET);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw refuse('The CSV file is not UTF-8 text: save it as CSV UTF-8 and upload it again.');
  }
  try {
    const records = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
      to: UPLOAD_LIMITS.maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record.map((c) => c.trim()) }));
  } catch (error) {
    const where = (error as { lines?: unknown }).lines;
    throw refuse(
      `The CSV file could not be read${typeof where === 'number' ? ` at line ${where}` : ''}: check its quotes.`,
    );
  }
}

function readWorkbook(data: Buffer): Promise<ReadRow[]> | ReadRow[] {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return readXlsx(data);
  if (data.subarray(0, 8).equals(CFB_MAGIC)) return readXls(data);
  throw refuse(NOT_A_SPREADSHEET);
}

/**
 * Rows as wide as the widest (a sheet stores no cell for an empty one), within the columns an upload reads: a
 * value further right is refused, an empty cell there dropped.
 */
function evenRows(rows: ReadRow[]): ReadRow[] {
  let width = 0;
  for (const row of rows) {
    let last = row.cells.length;
    while (last > 0 && row.cells[last - 1] === '') last--;
    if (last > UPLOAD_LIMITS.maxColumns) refuseFarColumn(last, row.line);
    width = Math.max(width, last);
  }
  return rows.map((row) => {
    const cells = row.cells.slice(0, width);
    while (cells.length < width) cells.push('');
    return { ...row, cells };
  });
}

/** Text that starts as a formula is refused whole: a spreadsheet that opens the response would run it. */
function refuseFormulaText(row: ReadRow, header: string[]): void {
  row.cells.forEach((cell, index) => {
    if (!row.typed?.[index] && FORMULA_START.test(cell)) {
      const column = header[index] || `column ${index + 1}`;
      throw refuse(
        `Line ${row.line}: the ${column} cell starts with '${cell[0]}'; formulas are not accepted.`,
      );
    }
  });
}
