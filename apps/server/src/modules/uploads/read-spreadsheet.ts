import * as XLSX from '@e965/xlsx';
import { UPLOAD_EXTENSIONS, UPLOAD_LIMITS, type UploadExtension } from '@riskscreen/shared';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/http-errors.ts';

/** A data row of a spreadsheet: its line in the file (the header is line 1) and its cells as text. */
export type SheetRow = { line: number; cells: string[] };
/** While reading: which cells were numbers, dates or booleans in the workbook (never formula text). */
type ReadRow = SheetRow & { typed?: boolean[] };
export type Sheet = { format: UploadExtension; header: string[]; rows: SheetRow[] };

export const FILE_FIELD = 'crypto_file';
export const ONLY_SPREADSHEETS = 'Only .csv, .xls and .xlsx files are accepted.';
export const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: upload a .csv, .xls or .xlsx file.';
export const EMPTY_FILE = 'The file is empty: it has no rows to process.';
export const TOO_MANY_ROWS = `The file has more than ${UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} rows.`;
export const FILE_TOO_LARGE = `The file must be at most ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB.`;

const refuse = (message: string) => HttpError.fields({ [FILE_FIELD]: [message] });

/** Compound File (legacy .xls) and ZIP (.xlsx) signatures: a spreadsheet's content, whatever its name says. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A text cell a spreadsheet would run as a formula (DESIGN §7). */
const FORMULA_START = /^[=+\-@]/;

function extensionOf(name: string): UploadExtension | undefined {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : undefined;
}

/**
 * Read an uploaded spreadsheet whole, or refuse it with a message naming the problem: a name that is not .csv, .xls
 * or .xlsx, content that is not what the name says (a renamed binary, a text file as .xlsx), too many rows, formula
 * cells or text that starts as a formula. Blank rows are skipped; the first row is the header.
 */
export function readSpreadsheet(name: string, data: Buffer): Sheet {
  const format = extensionOf(name);
  if (!format) throw refuse(ONLY_SPREADSHEETS);
  if (data.length > UPLOAD_LIMITS.maxBytes) throw refuse(FILE_TOO_LARGE);
  const grid = format === 'csv' ? readCsv(data) : readWorkbook(data);
  const lines = grid.filter((row) => row.cells.some((cell) => cell !== ''));
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

function readWorkbook(data: Buffer): ReadRow[] {
  const signature = data.subarray(0, 8);
  if (!signature.equals(CFB_MAGIC) && !data.subarray(0, 4).equals(ZIP_MAGIC)) throw refuse(NOT_A_SPREADSHEET);
  let book: XLSX.WorkBook;
  try {
    // sheetRows bounds the work on a huge sheet; one row more than the limit (plus the header) tells it is over.
    book = XLSX.read(data, {
      type: 'buffer',
      cellFormula: true,
      cellDates: true,
      sheetRows: UPLOAD_LIMITS.maxRows + 2,
    });
  } catch {
    throw refuse(NOT_A_SPREADSHEET);
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheet) throw refuse(NOT_A_SPREADSHEET);
  const ref = sheet['!ref'];
  if (!ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const rows: ReadRow[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    const typed: boolean[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (cell?.f) {
        throw refuse(
          `Line ${r + 1}: the cell ${XLSX.utils.encode_cell({ r, c })} is a formula; formulas are not accepted.`,
        );
      }
      cells.push(cellText(cell, r, c));
      typed.push(cell !== undefined && cell.t !== 's' && cell.t !== 'z');
    }
    rows.push({ line: r + 1, cells, typed });
  }
  return rows;
}

function cellText(cell: XLSX.CellObject | undefined, r: number, c: number): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n':
      return String(cell.v);
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v);
    case 'e':
      throw refuse(`Line ${r + 1}: the cell ${XLSX.utils.encode_cell({ r, c })} holds an error value.`);
    default:
      return String(cell.v).trim();
  }
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
