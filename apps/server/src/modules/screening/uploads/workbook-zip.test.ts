import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS,
  cell,
  plainPart,
  ROWS,
  sheetXml,
  workbookParts,
  zipOf,
} from '../../../../test/helpers/crafted-workbook.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { MAX_ZIP_ENTRIES, TOO_LARGE_UNPACKED, TOO_MANY_PARTS } from './workbook-zip.ts';

/** The message a refused file gets, or the test fails. */
async function refusal(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).detail;
  }
  throw new Error('the file was accepted');
}

const book = (rows: string, dimension = 'A1:B2') =>
  zipOf(workbookParts(plainPart('xl/worksheets/sheet1.xml', sheetXml(dimension, rows))));

describe('an .xlsx is bounded before it is read', () => {
  it('refuses a part that inflates past the limit whatever size it declares', async () => {
    const blanks = Buffer.alloc(60 * 1024 * 1024, 0x20);
    const [head, tail] = sheetXml('A1:B2').split('</sheetData>') as [string, string];
    const data = Buffer.concat([Buffer.from(head), blanks, Buffer.from(`</sheetData>${tail}`)]);
    // The directory says 100 bytes: the count is of what inflates, not of what is declared.
    const lying = {
      name: 'xl/worksheets/sheet1.xml',
      stored: deflateRawSync(data),
      deflated: true,
      size: 100,
      crc: crc32(data),
    };
    expect(await refusal(() => readSpreadsheet('lie.xlsx', zipOf(workbookParts(lying))))).toBe(
      TOO_LARGE_UNPACKED,
    );
  });

  it('refuses a workbook of more parts than a workbook has', async () => {
    const parts = Array.from({ length: MAX_ZIP_ENTRIES }, (_, i) => plainPart(`xl/media/image${i}.png`, 'x'));
    const zip = zipOf([...workbookParts(plainPart('xl/worksheets/sheet1.xml', sheetXml('A1:B2'))), ...parts]);
    expect(await refusal(() => readSpreadsheet('parts.xlsx', zip))).toBe(TOO_MANY_PARTS);
  });

  it('reads only the first sheet, and refuses a value past the fiftieth column with its cell', async () => {
    const sheet = await readSpreadsheet('ok.xlsx', book(ROWS));
    expect(sheet.header).toEqual(['identifier', 'currency']);
    expect(sheet.rows).toEqual([{ line: 2, cells: [ADDRESS, 'ETH'] }]);
    const far = `${ROWS}<row r="3">${cell('A3', ADDRESS)}${cell('B3', 'ETH')}${cell('AZ3', 'x')}</row>`;
    expect(await refusal(() => readSpreadsheet('far.xlsx', book(far, 'A1:B3')))).toBe(
      'Line 3: the cell AZ3 is beyond the first 50 columns; an upload has at most six columns.',
    );
    // An empty cell far right (formatting) is no value: the row is read.
    const blankFar = `${ROWS.replace('</row><row r="2">', '<c r="XFD1"/></row><row r="2">')}`;
    expect((await readSpreadsheet('blank.xlsx', book(blankFar))).rows).toHaveLength(1);
  });

  it('reads a sheet that declares far more rows than it holds: the rows cost nothing declared', async () => {
    expect((await readSpreadsheet('long.xlsx', book(ROWS, 'A1:B1048576'))).rows).toHaveLength(1);
  });
});
