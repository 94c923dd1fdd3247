import { getChain, getChainByCode, type UploadFileTypeValue } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';
import { FILE_FIELD, type Sheet } from './read-spreadsheet.ts';

/** The columns of each file type (spec part 1 §5): the required ones first, then the optional ones. */
export const UPLOAD_COLUMNS: Readonly<
  Record<UploadFileTypeValue, { required: string[]; optional: string[] }>
> = {
  0: { required: ['identifier', 'currency'], optional: ['customer_id', 'type', 'address', 'method'] },
  1: { required: ['identifier', 'currency'], optional: ['customer_id', 'type', 'address', 'method'] },
  6: { required: ['address', 'custom_list'], optional: ['method'] },
};

/** A row's cells by column name, as stored (upload_rows.input) and repeated in the response file. */
export type RowCells = Record<string, string>;

/** What one row asks for. */
export type RowCommand =
  | {
      kind: 'screen';
      object: 'address' | 'transaction';
      currency: number;
      identifier: string;
      customerId: string | null;
      customerType: 1 | 2 | null;
      customerAddress: string | null;
    }
  | { kind: 'archive'; object: 'address' | 'transaction'; currency: number; identifier: string }
  | { kind: 'list'; action: 'add' | 'archive'; listName: string; address: string };

/** A problem with a row's form (not with what it names): the whole file is refused with its line. */
export class RowFormError extends Error {}

const refuse = (message: string) => HttpError.fields({ [FILE_FIELD]: [message] });

/**
 * The file's rows as cells by column, or the file refused: a missing or unknown column, a column named twice, or a
 * row whose form is wrong (empty required cell, unknown currency, type or method) with its line. A row whose
 * content is wrong for its chain (an invalid address) passes here and fails alone when it is processed.
 */
export function rowsOfSheet(
  fileType: UploadFileTypeValue,
  sheet: Sheet,
): { columns: string[]; rows: { line: number; cells: RowCells }[] } {
  const { required, optional } = UPLOAD_COLUMNS[fileType];
  const known = [...required, ...optional];
  const used = sheet.header
    .map((name, index) => ({ name, index }))
    .filter(({ name, index }) => {
      // A nameless column is ignored when it holds nothing (spreadsheets often carry empty trailing columns).
      if (name !== '') return true;
      if (sheet.rows.some((row) => (row.cells[index] ?? '') !== '')) {
        throw refuse(`Line 1: column ${index + 1} has no name. The columns are: ${known.join(', ')}.`);
      }
      return false;
    });
  const names = used.map(({ name }) => name);
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    const plural = missing.length > 1 ? 's' : '';
    throw refuse(`Missing column${plural}: ${missing.join(', ')}. The columns are: ${known.join(', ')}.`);
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.includes(name))
      throw refuse(`Unexpected column '${name}'. The columns are: ${known.join(', ')}.`);
    if (seen.has(name)) throw refuse(`The column '${name}' appears twice.`);
    seen.add(name);
  }
  const rows = sheet.rows.map((row) => {
    const cells: RowCells = {};
    for (const { name, index } of used) cells[name] = row.cells[index] ?? '';
    try {
      interpretRow(fileType, cells);
    } catch (error) {
      if (error instanceof RowFormError) throw refuse(`Line ${row.line}: ${error.message}`);
      throw error;
    }
    return { line: row.line, cells };
  });
  return { columns: used.map(({ name }) => name), rows };
}

/** The chain a currency cell names: its number in the catalogue or its short code ('ETH'). */
function currencyOf(raw: string): number {
  if (raw === '') throw new RowFormError('currency is empty.');
  const chain = /^\d{1,5}$/.test(raw) ? getChain(Number(raw)) : getChainByCode(raw);
  if (!chain) throw new RowFormError(`currency '${raw}' is not a supported blockchain.`);
  return chain.blockchain;
}

function customerTypeOf(raw: string): 1 | 2 | null {
  const value = raw.toLowerCase();
  if (value === '') return null;
  if (value === 'deposit') return 1;
  if (value === 'withdrawal') return 2;
  throw new RowFormError(`type must be Deposit or Withdrawal, not '${raw}'.`);
}

/** What a row asks for; a RowFormError for a row whose form is wrong. Pure: the job reads its stored rows with it. */
export function interpretRow(fileType: UploadFileTypeValue, cells: RowCells): RowCommand {
  const method = (cells.method ?? '').toUpperCase();
  if (fileType === 6) {
    const address = cells.address ?? '';
    const listName = cells.custom_list ?? '';
    if (address === '') throw new RowFormError('address is empty.');
    if (listName === '') throw new RowFormError('custom_list is empty.');
    if (method !== '' && method !== 'ADD' && method !== 'ARCHIVE') {
      throw new RowFormError(`method must be ADD, ARCHIVE or empty, not '${cells.method}'.`);
    }
    return { kind: 'list', action: method === 'ARCHIVE' ? 'archive' : 'add', listName, address };
  }
  const object = fileType === 1 ? 'transaction' : 'address';
  const identifier = cells.identifier ?? '';
  if (identifier === '') throw new RowFormError('identifier is empty.');
  const currency = currencyOf(cells.currency ?? '');
  if (method === 'ARCHIVE') return { kind: 'archive', object, currency, identifier };
  if (method !== '') throw new RowFormError(`method must be ARCHIVE or empty, not '${cells.method}'.`);
  const customerId = cells.customer_id || null;
  const customerType = customerTypeOf(cells.type ?? '');
  if (customerId && customerType === null)
    throw new RowFormError('type is required when customer_id is given.');
  const customerAddress = object === 'transaction' && customerId ? cells.address || null : null;
  if (object === 'transaction' && customerId && !customerAddress) {
    throw new RowFormError('address is required for a transaction with a customer_id.');
  }
  return {
    kind: 'screen',
    object,
    currency,
    identifier,
    customerId: customerType === null ? null : customerId,
    customerType: customerId ? customerType : null,
    customerAddress,
  };
}
