import { UPLOAD_LIMITS, type UploadExtension } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';

/** A data row of a spreadsheet: its line in the file (the header is line 1) and its cells as text. */
export type SheetRow = { line: number; cells: string[] };
/** While reading: which cells were numbers, dates or booleans in the workbook (never formula text). */
export type ReadRow = SheetRow & { typed?: boolean[] };
export type Sheet = { format: UploadExtension; header: string[]; rows: SheetRow[] };

export const FILE_FIELD = 'crypto_file';
export const ONLY_SPREADSHEETS = 'Only .csv, .xls and .xlsx files are accepted.';
export const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: upload a .csv, .xls or .xlsx file.';
export const EMPTY_FILE = 'The file is empty: it has no rows to process.';
export const TOO_MANY_ROWS = `The file has more than ${UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} rows.`;
export const FILE_TOO_LARGE = `The file must be at most ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB.`;

export const refuse = (message: string) => HttpError.fields({ [FILE_FIELD]: [message] });

/** A cell's address as a spreadsheet shows it (column 1 is A, 27 is AA). */
export function cellAddress(column: number, line: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${line}`;
}

/** A value right of the columns an upload reads is refused: no file type has a column there. */
export function refuseFarColumn(column: number, line: number): never {
  throw refuse(
    `Line ${line}: the cell ${cellAddress(column, line)} is beyond the first ${UPLOAD_LIMITS.maxColumns} columns; an upload has at most six columns.`,
  );
}
