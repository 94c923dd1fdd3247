import * as XLSX from '@e965/xlsx';
import { UPLOAD_SAMPLE_FILES } from '@riskscreen/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { createCustomTag } from '../../../test-support/custom-tags.test-support.ts';
import { organisationId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { processUpload } from './process-upload.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { rowsOfSheet } from './upload-rows.ts';

/**
 * Bulk uploads on the demo world: files read and refused whole, rows screened by the job with results the screening
 * API agrees with, the response file with every row once, and a run stopped half way resumed without a double.
 */
const ctx = useTestApp({}, { demoWorld: true });

const ETH = 1;
const BASE = '/upload/api/v4/files/';

function form(fileType: number | undefined, file?: { name: string; data: Uint8Array }) {
  const body = new FormData();
  if (fileType !== undefined) body.set('file_type', String(fileType));
  if (file) body.append('crypto_file', new Blob([new Uint8Array(file.data)]), file.name);
  return body;
}
const upload = (
  fileType: number | undefined,
  file?: { name: string; data: Uint8Array },
  user: FixtureUser = 'agent',
) => ctx.call(user, { method: 'POST', url: `${BASE}?workspace=alpha`, payload: form(fileType, file) });
const listUploads = (query = '', user: FixtureUser = 'agent', workspace = 'alpha') =>
  ctx.call(user, { method: 'GET', url: `${BASE}?workspace=${workspace}${query}` });
const download = (
  id: string,
  type: 'crypto' | 'response',
  user: FixtureUser = 'agent',
  workspace = 'alpha',
) =>
  ctx.call(user, {
    method: 'GET',
    url: `${BASE}${id}/download/?workspace=${workspace}&download_file_type=${type}`,
  });
const csvFile = (name: string, rows: string[][]) => ({
  name,
  data: Buffer.from(`${rows.map((r) => r.join(',')).join('\r\n')}\r\n`),
});
const tableCounts = async () => {
  const { rows } = await sql<{ uploads: number; upload_rows: number }>`
    SELECT (SELECT count(*)::int FROM uploads) AS uploads, (SELECT count(*)::int FROM upload_rows) AS upload_rows`.execute(
    ctx.db,
  );
  return rows[0];
};
const screeningEvents = async () => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM screening_events`.execute(ctx.db);
  return rows[0]?.n ?? 0;
};
async function uploadOf(id: string) {
  const res = await listUploads();
  type Listed = Record<string, unknown> & { uuid: string; stats: { risk_level: number; count: number }[] };
  const found = (res.json().results as Listed[]).find((u) => u.uuid === id);
  expect(found, 'the upload is listed').toBeDefined();
  return found as Listed;
}

/** Distinct demo Ethereum addresses that received transfers, some of them labelled. */
async function demoAddresses(n: number, offset = 0): Promise<string[]> {
  const { rows } = await sql<{ address: string }>`
    SELECT DISTINCT to_address AS address FROM transfers WHERE blockchain = ${ETH}
    ORDER BY 1 LIMIT ${n} OFFSET ${offset}`.execute(ctx.db);
  return rows.map((r) => r.address);
}

describe('uploading a file', () => {
  it('refuses each bad file with its message and stores nothing', async () => {
    const before = await tableCounts();
    const address = (await demoAddresses(1))[0] ?? '';
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['identifier', 'currency'],
      [address, 1],
    ]);
    sheet.B2 = { t: 'n', f: '0+1', v: 1 };
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const formula = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const cases: [number | undefined, { name: string; data: Uint8Array } | undefined, string, string][] = [
      [0, undefined, 'crypto_file', 'No file was submitted.'],
      [
        undefined,
        csvFile('a.csv', [
          ['identifier', 'currency'],
          [address, '1'],
        ]),
        'file_type',
        'This field is required.',
      ],
      [
        3,
        csvFile('a.csv', [
          ['identifier', 'currency'],
          [address, '1'],
        ]),
        'file_type',
        'Select a valid choice.',
      ],
      [
        0,
        csvFile('a.txt', [
          ['identifier', 'currency'],
          [address, '1'],
        ]),
        'crypto_file',
        'Only .csv, .xls and .xlsx files are accepted.',
      ],
      [
        0,
        csvFile('csv', [
          ['identifier', 'currency'],
          [address, '1'],
        ]),
        'crypto_file',
        'Only .csv, .xls and .xlsx files are accepted.',
      ],
      [
        0,
        { name: 'a.xlsx', data: Buffer.from('identifier,currency\n') },
        'crypto_file',
        'The file is not a spreadsheet: upload a .csv, .xls or .xlsx file.',
      ],
      [
        0,
        { name: 'a.csv', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
        'crypto_file',
        'The file is not a spreadsheet: upload a .csv, .xls or .xlsx file.',
      ],
      [
        0,
        csvFile('a.csv', [['identifier', 'currency']]),
        'crypto_file',
        'The file is empty: it has no rows to process.',
      ],
      [
        0,
        csvFile('a.csv', [
          ['address', 'custom_list'],
          [address, 'L'],
        ]),
        'crypto_file',
        'Missing columns: identifier, currency. The columns are: identifier, currency, customer_id, type, address, method.',
      ],
      [
        0,
        csvFile('a.csv', [
          ['identifier', 'currency'],
          [address, '1'],
          ['=cmd()', '1'],
        ]),
        'crypto_file',
        "Line 3: the identifier cell starts with '='; formulas are not accepted.",
      ],
      [
        0,
        { name: 'f.xlsx', data: formula },
        'crypto_file',
        'Line 2: the cell B2 is a formula; formulas are not accepted.',
      ],
      [
        0,
        csvFile('a.csv', [
          ['identifier', 'currency'],
          [address, '1'],
          [address, 'NOPE'],
        ]),
        'crypto_file',
        "Line 3: currency 'NOPE' is not a supported blockchain.",
      ],
      [
        0,
        { name: 'big.csv', data: Buffer.alloc(5 * 1024 * 1024 + 10, 'a') },
        'crypto_file',
        'The file must be at most 5 MB.',
      ],
      [
        0,
        csvFile('many.csv', [
          ['identifier', 'currency'],
          ...Array.from({ length: 10_001 }, () => [address, '1']),
        ]),
        'crypto_file',
        'The file has more than 10,000 rows.',
      ],
    ];
    for (const [fileType, file, field, message] of cases) {
      const res = await upload(fileType, file);
      expect(res.statusCode, `${file?.name}: ${res.body}`).toBe(400);
      expect(res.json(), file?.name).toEqual({ [field]: [message] });
    }
    // Custom lists are changed by admins only.
    const agentList = await upload(
      6,
      csvFile('l.csv', [
        ['address', 'custom_list'],
        [address, 'L'],
      ]),
    );
    expect(agentList.statusCode).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });

  it('screens every row of a CSV, agrees with the screening API and answers with every row once', async () => {
    const addresses = await demoAddresses(8);
    const rows = [
      ['identifier', 'currency', 'customer_id', 'type'],
      ...addresses.map((a, i) => [
        a,
        i % 2 ? 'ETH' : '1',
        i === 0 ? 'UPLOAD-CUSTOMER' : '',
        i === 0 ? 'Deposit' : '',
      ]),
    ];
    rows.splice(3, 0, ['not-an-address', 'ETH', '', '']);
    const events = await screeningEvents();
    const res = await upload(0, csvFile('addresses.csv', rows));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      crypto_file_name: 'addresses.csv',
      status: 0,
      total_row_count: 9,
      processed_row_count: 0,
    });
    expect(await ctx.runJobs()).toBeGreaterThanOrEqual(1);
    expect(await screeningEvents()).toBe(events + 8);
    const done = await uploadOf(created.uuid);
    expect(done).toMatchObject({
      status: 2,
      successful_row_count: 8,
      failed_row_count: 1,
      processed_row_count: 9,
    });
    expect(done.stats.reduce((sum, s) => sum + s.count, 0)).toBe(8);

    const original = await download(created.uuid, 'crypto');
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(csvFile('x', rows).data)).toBe(true);
    const response = await download(created.uuid, 'response');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('addresses_response.csv');
    const records = parse(response.rawPayload, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.identifier)).toEqual(rows.slice(1).map((r) => r[0]));
    const bad = records.find((r) => r.identifier === 'not-an-address');
    expect(bad).toMatchObject({ status: 'Failed', risk_level: '' });
    expect(bad?.error).not.toBe('');
    const levels: Record<number, number> = {};
    for (const record of records.filter((r) => r.status === 'Succeeded')) {
      expect(record.error).toBe('');
      const api = await ctx.call('agent', {
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=alpha',
        payload: { identifier: record.identifier, currency: ETH },
      });
      expect(api.statusCode, api.body).toBe(200);
      expect(Number(record.risk_level), record.identifier).toBe(api.json().risk_level);
      levels[api.json().risk_level] = (levels[api.json().risk_level] ?? 0) + 1;
    }
    expect(Object.fromEntries(done.stats.map((s) => [s.risk_level, s.count]))).toEqual(levels);
    // The customer named by the first row was recorded by its screening.
    const customer = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/customers/lookup/?workspace=alpha&customer_id=UPLOAD-CUSTOMER',
    });
    expect(customer.statusCode, customer.body).toBe(200);
  });

  it('reads XLS and XLSX files, archives, and answers with an .xlsx response', async () => {
    const [kept, archived] = await demoAddresses(2, 20);
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: archived, currency: ETH },
    });
    expect(screened.statusCode).toBe(200);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['identifier', 'currency', 'method'],
        [kept ?? '', 1, ''],
        [archived ?? '', 'eth', 'ARCHIVE'],
      ]),
      'S',
    );
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const res = await upload(0, { name: 'legacy.xls', data: xls });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.runJobs();
    expect(await uploadOf(res.json().uuid)).toMatchObject({ status: 4, successful_row_count: 2 });
    const live = await ctx.db
      .selectFrom('screened_addresses')
      .select('id')
      .where('identifier', '=', archived ?? '')
      .where('archived_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const response = await download(res.json().uuid, 'response');
    expect(response.headers['content-disposition']).toContain('legacy_response.xlsx');
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values =
      read.worksheets[0]
        ?.getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)) ?? [];
    expect(values[0]).toEqual([
      'identifier',
      'currency',
      'method',
      'risk_level',
      'risk_level_verbose',
      'status',
      'error',
    ]);
    expect(values.map((v) => v[0])).toEqual(['identifier', kept, archived]);
    expect(values.slice(1).map((v) => v[5])).toEqual(['Succeeded', 'Succeeded']);

    // Transactions, written with exceljs as .xlsx.
    const { rows } = await sql<{ hash: string }>`
      SELECT hash FROM chain_transactions WHERE blockchain = ${ETH} ORDER BY hash LIMIT 2`.execute(ctx.db);
    const written = new ExcelJS.Workbook();
    written.addWorksheet('T').addRows([['identifier', 'currency'], ...rows.map((r) => [r.hash, 'ETH'])]);
    const tx = await upload(1, { name: 'tx.xlsx', data: Buffer.from(await written.xlsx.writeBuffer()) });
    expect(tx.statusCode, tx.body).toBe(201);
    await ctx.runJobs();
    expect(await uploadOf(tx.json().uuid)).toMatchObject({
      status: 4,
      successful_row_count: 2,
      file_type: 1,
    });
    const filtered = await listUploads('&file_type=1');
    expect((filtered.json().results as { file_type: number }[]).every((u) => u.file_type === 1)).toBe(true);
  });

  it('adds to and removes from a custom list by name', async () => {
    const listId = await createCustomTag(ctx, {
      name: 'Upload list',
      description: '',
      risk_level: 3,
      is_in_custom_list: true,
    });
    const [a, b] = await demoAddresses(2, 40);
    const res = await upload(
      6,
      csvFile('list.csv', [
        ['address', 'custom_list', 'method'],
        [a ?? '', 'upload LIST', 'ADD'],
        [b ?? '', 'Upload list', ''],
        [b ?? '', 'Upload list', 'ARCHIVE'],
        [a ?? '', 'No such list', ''],
      ]),
      'admin',
    );
    expect(res.statusCode, res.body).toBe(201);
    await ctx.runJobs();
    expect(await uploadOf(res.json().uuid)).toMatchObject({
      status: 2,
      successful_row_count: 3,
      failed_row_count: 1,
    });
    const entries = await ctx.db
      .selectFrom('custom_tagged_addresses')
      .select('identifier')
      .where('custom_tag_id', '=', listId)
      .execute();
    expect(entries.map((e) => e.identifier)).toEqual([a]);
    const records = parse((await download(res.json().uuid, 'response', 'admin')).rawPayload, {
      columns: true,
    });
    expect(records[3]).toMatchObject({
      status: 'Failed',
      error: "There is no custom list named 'No such list'.",
    });
  });

  it("is another workspace's secret", async () => {
    const [address] = await demoAddresses(1, 60);
    const res = await upload(
      0,
      csvFile('mine.csv', [
        ['identifier', 'currency'],
        [address ?? '', '1'],
      ]),
    );
    const id = res.json().uuid as string;
    expect((await download(id, 'crypto', 'outsider', 'beta')).statusCode).toBe(404);
    expect((await download(id, 'response', 'foreigner', 'gamma')).statusCode).toBe(404);
    const theirs = await listUploads('', 'outsider', 'beta');
    expect((theirs.json().results as { uuid: string }[]).map((u) => u.uuid)).not.toContain(id);
    expect((await download(id, 'response')).statusCode).toBe(400);
    await ctx.runJobs();
  });
});

describe('a run stopped half way', () => {
  it('resumes without losing or repeating a row', async () => {
    // 30 rows of ordinary addresses (no token accounts, which fail): a first batch of 25, then 5.
    const { rows } = await sql<{ address: string }>`
      SELECT address FROM chain_addresses WHERE blockchain = ${ETH} AND token_account_owner IS NULL
      ORDER BY address LIMIT 30 OFFSET 40`.execute(ctx.db);
    const addresses = rows.map((r) => r.address);
    const res = await upload(
      0,
      csvFile('resume.csv', [['identifier', 'currency'], ...addresses.map((a) => [a, '1'])]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().uuid as string;
    const events = await screeningEvents();

    // A run that stops while reading the second batch (as a restart would stop it): the first batch is committed
    // with its records, the second has written nothing.
    const controller = new AbortController();
    let checks = 0;
    const signal = new Proxy(controller.signal, {
      get(target, key) {
        if (key === 'throwIfAborted') {
          return () => {
            checks += 1;
            // One check before each batch, then one before each row: the 29th is the second batch's third row.
            if (checks > 28) controller.abort(new Error('stopped'));
            target.throwIfAborted();
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(processUpload({ db: ctx.db, chains: ctx.chains }, id, { signal })).rejects.toThrow(
      'stopped',
    );
    expect(await uploadOf(id)).toMatchObject({ status: 1, processed_row_count: 25 });
    expect(await screeningEvents()).toBe(events + 25);

    // The queued job resumes the upload with the rows still pending.
    await ctx.runJobs();
    expect(await screeningEvents()).toBe(events + 30);
    expect(await uploadOf(id)).toMatchObject({ status: 4, successful_row_count: 30, failed_row_count: 0 });
    const records = parse((await download(id, 'response')).rawPayload, { columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((r) => r.identifier)).toEqual(addresses);
    expect(records.every((r) => r.status === 'succeeded' || r.status === 'Succeeded')).toBe(true);

    // A run of a finished upload does nothing.
    await processUpload({ db: ctx.db, chains: ctx.chains }, id);
    expect(await screeningEvents()).toBe(events + 30);
  });
});

describe('at the credit limit', () => {
  it("fails the remaining rows with the plan's error", async () => {
    const addresses = await demoAddresses(3, 120);
    const org = await organisationId(ctx.db, 'acme');
    // One credit left: the plan allows the events spent so far and one more.
    await ctx.db
      .updateTable('organizations')
      .set({
        credit_limit:
          Number(
            (
              await sql<{ n: number }>`SELECT count(*)::int AS n FROM screening_events e
                JOIN workspaces w ON w.id = e.workspace_id WHERE w.organization_id = ${org}`.execute(ctx.db)
            ).rows[0]?.n,
          ) + 1,
      })
      .where('id', '=', org)
      .execute();
    try {
      const res = await upload(
        0,
        csvFile('credit.csv', [['identifier', 'currency'], ...addresses.map((a) => [a, '1'])]),
      );
      expect(res.statusCode, res.body).toBe(201);
      await ctx.runJobs();
      expect(await uploadOf(res.json().uuid)).toMatchObject({
        status: 2,
        successful_row_count: 1,
        failed_row_count: 2,
      });
      const refused = await ctx.call('agent', {
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=alpha',
        payload: { identifier: addresses[0], currency: ETH },
      });
      expect(refused.statusCode).toBe(402);
      const records = parse((await download(res.json().uuid, 'response')).rawPayload, {
        columns: true,
      }) as Record<string, string>[];
      expect(records.map((r) => [r.status, r.error])).toEqual([
        ['Succeeded', ''],
        ['Failed', refused.json().detail],
        ['Failed', refused.json().detail],
      ]);
    } finally {
      await ctx.db.updateTable('organizations').set({ credit_limit: null }).where('id', '=', org).execute();
    }
  });
});

describe('the sample templates', () => {
  it('are served to anyone, and are files the upload accepts', async () => {
    for (const name of UPLOAD_SAMPLE_FILES) {
      const res = await ctx.call(null, { method: 'GET', url: `/samples/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-disposition']).toContain(name);
      const fileType = name.includes('custom_list') ? 6 : name.includes('transactions') ? 1 : 0;
      const { rows } = rowsOfSheet(fileType, await readSpreadsheet(name, res.rawPayload));
      expect(rows.length, name).toBeGreaterThan(0);
    }
    expect((await ctx.call(null, { method: 'GET', url: '/samples/other.csv' })).statusCode).toBe(404);
  });
});
