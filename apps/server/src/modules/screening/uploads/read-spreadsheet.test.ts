import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http-errors.ts';
import {
  EMPTY_FILE,
  NOT_A_SPREADSHEET,
  ONLY_SPREADSHEETS,
  readSpreadsheet,
  TOO_MANY_ROWS,
} from './read-spreadsheet.ts';
import { interpretRow, rowsOfSheet } from './upload-rows.ts';

const ETH_ADDRESS = '0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c';

function workbook(rows: (string | number)[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** The message a refused file gets (the field crypto_file), or the test fails. */
async function refusal(read: () => unknown): Promise<string> {
  try {
    await read();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const http = error as HttpError;
    expect(http.statusCode).toBe(400);
    expect(Object.keys(http.fields ?? {})).toEqual(['crypto_file']);
    return http.detail;
  }
  throw new Error('the file was accepted');
}

describe('readSpreadsheet', () => {
  const rows = [
    ['Identifier', 'currency', 'customer_id', 'type'],
    [ETH_ADDRESS, 'ETH', 'C-1', 'Deposit'],
    ['', '', '', ''],
    ['bc1qa5wkgaew2dkv56kfvj49j0av5nml45x9ek9hz6', 0, '', ''],
  ];

  it('reads CSV, XLS and XLSX alike, skipping blank rows and keeping line numbers', async () => {
    const csv = Buffer.from(`\ufeff${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
    const exceljs = new ExcelJS.Workbook();
    exceljs.addWorksheet('Sheet1').addRows(rows);
    const fromExceljs = Buffer.from(await exceljs.xlsx.writeBuffer());
    for (const [name, data] of [
      ['a.csv', csv],
      ['a.xls', workbook(rows, 'biff8')],
      ['a.xlsx', workbook(rows, 'xlsx')],
      ['b.XLSX', fromExceljs],
    ] as const) {
      const sheet = await readSpreadsheet(name, data);
      expect(sheet.header, name).toEqual(['identifier', 'currency', 'customer_id', 'type']);
      expect(sheet.rows, name).toEqual([
        { line: 2, cells: [ETH_ADDRESS, 'ETH', 'C-1', 'Deposit'] },
        { line: 4, cells: ['bc1qa5wkgaew2dkv56kfvj49j0av5nml45x9ek9hz6', '0', '', ''] },
      ]);
    }
  });

  it('refuses other extensions, renamed binaries and text posing as a workbook', async () => {
    expect(await refusal(() => readSpreadsheet('a.txt', Buffer.from('identifier,currency\nx,1\n')))).toBe(
      ONLY_SPREADSHEETS,
    );
    expect(await refusal(() => readSpreadsheet('noext', Buffer.from('identifier,currency\nx,1\n')))).toBe(
      ONLY_SPREADSHEETS,
    );
    // A name that is only an extension's letters has no extension.
    for (const name of ['csv', 'XLSX', 'xls']) {
      expect(
        await refusal(() => readSpreadsheet(name, Buffer.from('identifier,currency\nx,1\n'))),
        name,
      ).toBe(ONLY_SPREADSHEETS);
    }
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(() => readSpreadsheet('a.csv', png))).toBe(NOT_A_SPREADSHEET);
    expect(await refusal(() => readSpreadsheet('a.xlsx', png))).toBe(NOT_A_SPREADSHEET);
    expect(await refusal(() => readSpreadsheet('a.xls', Buffer.from('identifier,currency\nx,1\n')))).toBe(
      NOT_A_SPREADSHEET,
    );
    expect(await refusal(() => readSpreadsheet('a.csv', workbook(rows, 'xlsx')))).toBe(NOT_A_SPREADSHEET);
    // A ZIP that is not a workbook.
    const zip = Buffer.from('504b0304140000000000', 'hex');
    expect(await refusal(() => readSpreadsheet('a.xlsx', zip))).toBe(NOT_A_SPREADSHEET);
    expect(await refusal(() => readSpreadsheet('a.csv', Buffer.from([0xff, 0xfe, 0x41, 0x00])))).toMatch(
      /not a spreadsheet|UTF-8/,
    );
  });

  it('refuses an empty file, a header alone, and more rows than the limit', async () => {
    expect(await refusal(() => readSpreadsheet('a.csv', Buffer.from('\r\n\r\n')))).toBe(EMPTY_FILE);
    expect(await refusal(() => readSpreadsheet('a.csv', Buffer.from('identifier,currency\r\n')))).toBe(
      EMPTY_FILE,
    );
    const many = ['identifier,currency', ...Array.from({ length: 10_001 }, (_, i) => `a${i},1`)].join('\n');
    expect(await refusal(() => readSpreadsheet('a.csv', Buffer.from(many)))).toBe(TOO_MANY_ROWS);
    const manyXlsx = workbook(
      [['identifier', 'currency'], ...Array.from({ length: 10_001 }, (_, i) => [`a${i}`, 1])],
      'xlsx',
    );
    expect(await refusal(() => readSpreadsheet('a.xlsx', manyXlsx))).toBe(TOO_MANY_ROWS);
    const exactly = ['identifier,currency', ...Array.from({ length: 10_000 }, (_, i) => `a${i},1`)].join(
      '\n',
    );
    expect((await readSpreadsheet('a.csv', Buffer.from(exactly))).rows).toHaveLength(10_000);
  });

  it('refuses formula cells and text that starts like a formula, naming the line', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['identifier', 'currency'],
      [ETH_ADDRESS, 1],
    ]);
    sheet.B3 = { t: 'n', f: 'B2+1', v: 2 };
    sheet.A3 = { t: 's', v: ETH_ADDRESS };
    sheet['!ref'] = 'A1:B3';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const withFormula = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await refusal(() => readSpreadsheet('f.xlsx', withFormula))).toBe(
      'Line 3: the cell B3 is a formula; formulas are not accepted.',
    );
    for (const start of ['=', '+', '-', '@']) {
      const csv = Buffer.from(`identifier,currency\r\n${ETH_ADDRESS},1\r\n${start}HYPERLINK("x"),1\r\n`);
      expect(await refusal(() => readSpreadsheet('f.csv', csv))).toBe(
        `Line 3: the identifier cell starts with '${start}'; formulas are not accepted.`,
      );
    }
    // A negative number typed as a number is data, not a formula.
    expect(
      (
        await readSpreadsheet(
          'n.xlsx',
          workbook(
            [
              ['identifier', 'currency'],
              [ETH_ADDRESS, -1],
            ],
            'xlsx',
          ),
        )
      ).rows[0]?.cells,
    ).toEqual([ETH_ADDRESS, '-1']);
  });

  it('refuses a CSV whose quotes do not close, with its line', async () => {
    const csv = Buffer.from(`identifier,currency\r\n"${ETH_ADDRESS},1\r\n`);
    expect(await refusal(() => readSpreadsheet('q.csv', csv))).toMatch(/^The CSV file could not be read/);
  });
});

describe('rowsOfSheet', () => {
  const sheet = (header: string[], ...rows: string[][]) => ({
    format: 'csv' as const,
    header,
    rows: rows.map((cells, i) => ({ line: i + 2, cells })),
  });

  it('names missing, unknown and repeated columns', async () => {
    expect(await refusal(() => rowsOfSheet(0, sheet(['identifier'], ['x'])))).toBe(
      'Missing column: currency. The columns are: identifier, currency, customer_id, type, address, method.',
    );
    expect(
      await refusal(() => rowsOfSheet(0, sheet(['identifier', 'currency', 'colour'], ['x', '1', 'red']))),
    ).toBe(
      "Unexpected column 'colour'. The columns are: identifier, currency, customer_id, type, address, method.",
    );
    expect(
      await refusal(() => rowsOfSheet(6, sheet(['address', 'address', 'custom_list'], ['x', 'x', 'l']))),
    ).toBe("The column 'address' appears twice.");
    expect(await refusal(() => rowsOfSheet(6, sheet(['identifier', 'currency'], ['x', '1'])))).toMatch(
      /^Missing columns: address, custom_list\./,
    );
  });

  it('refuses a row whose form is wrong with its line, and keeps a row whose content is wrong', async () => {
    const head = ['identifier', 'currency', 'customer_id', 'type', 'address', 'method'];
    expect(await refusal(() => rowsOfSheet(0, sheet(head, [ETH_ADDRESS, 'DOGE2', '', '', '', ''])))).toBe(
      "Line 2: currency 'DOGE2' is not a supported blockchain.",
    );
    expect(
      await refusal(() =>
        rowsOfSheet(0, sheet(head, [ETH_ADDRESS, '1', '', '', '', ''], ['', '1', '', '', '', ''])),
      ),
    ).toBe('Line 3: identifier is empty.');
    expect(await refusal(() => rowsOfSheet(0, sheet(head, [ETH_ADDRESS, '1', 'C-1', '', '', ''])))).toBe(
      'Line 2: type is required when customer_id is given.',
    );
    expect(
      await refusal(() => rowsOfSheet(0, sheet(head, [ETH_ADDRESS, '1', 'C-1', 'Sideways', '', '']))),
    ).toBe("Line 2: type must be Deposit or Withdrawal, not 'Sideways'.");
    expect(await refusal(() => rowsOfSheet(1, sheet(head, ['0xabc', 'ETH', 'C-1', 'Deposit', '', ''])))).toBe(
      'Line 2: address is required for a transaction with a customer_id.',
    );
    expect(await refusal(() => rowsOfSheet(0, sheet(head, [ETH_ADDRESS, '1', '', '', '', 'DELETE'])))).toBe(
      "Line 2: method must be ARCHIVE or empty, not 'DELETE'.",
    );
    // An address that is not valid on its chain is the row's own problem: the file is accepted.
    const ok = rowsOfSheet(0, sheet(head, ['not-an-address', 'eth', '', '', '', '']));
    expect(ok.rows).toEqual([
      {
        line: 2,
        cells: {
          identifier: 'not-an-address',
          currency: 'eth',
          customer_id: '',
          type: '',
          address: '',
          method: '',
        },
      },
    ]);
  });

  it('reads currencies by code or number, and the customer side and method', () => {
    expect(
      interpretRow(0, { identifier: ETH_ADDRESS, currency: 'ETH', customer_id: 'C', type: 'withdrawal' }),
    ).toEqual({
      kind: 'screen',
      object: 'address',
      currency: 1,
      identifier: ETH_ADDRESS,
      customerId: 'C',
      customerType: 2,
      customerAddress: null,
    });
    expect(interpretRow(1, { identifier: '0xab', currency: '1', method: 'archive' })).toEqual({
      kind: 'archive',
      object: 'transaction',
      currency: 1,
      identifier: '0xab',
    });
    expect(interpretRow(6, { address: ETH_ADDRESS, custom_list: 'L', method: '' })).toEqual({
      kind: 'list',
      action: 'add',
      listName: 'L',
      address: ETH_ADDRESS,
    });
  });
});
