import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import {
  userId as fixtureUserId,
  workspaceId as fixtureWorkspaceId,
} from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { insertDownload } from './downloads.repo.ts';
import { produceDownload } from './produce-download.ts';
import { tableFile } from './table-file.ts';

const EXPORT = '/risk/api/v4/addresses/export/?workspace=alpha';

const ctx = useTestApp();

/** The agent's signed link to a fresh export of the address list. */
async function agentExportLink(): Promise<string> {
  const { downloadId } = await exportFile(ctx, 'agent', EXPORT);
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/utils/downloaded-assets/${downloadId}/get-link/?workspace=alpha`,
  });
  return res.json().download_url as string;
}

const listOf = async (user: 'agent' | 'owner' | 'outsider', workspace: string, query = '') => {
  const res = await ctx.call(user, {
    method: 'GET',
    url: `/utils/downloaded-assets?workspace=${workspace}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    next: string | null;
    results: {
      id: string;
      title: string;
      status: number;
      requested_by: string;
      created_at: string;
      format: string;
    }[];
  };
};

describe('the download manager', () => {
  it('lists the workspace’s exports newest first; the row goes Pending → Complete once its job ran', async () => {
    await ctx.runJobs();
    const first = await ctx.call('agent', { method: 'GET', url: EXPORT });
    const second = await ctx.call('agent', { method: 'GET', url: EXPORT });
    const [a, b] = [first.json().id as string, second.json().id as string];
    const before = await listOf('agent', 'alpha');
    expect(before.results.slice(0, 2).map((r) => [r.id, r.status, r.title])).toEqual([
      [b, 1, 'Addresses export'],
      [a, 1, 'Addresses export'],
    ]);
    expect(before.results[0]?.requested_by).toMatch(/\S/);
    // Not ready: no link yet.
    const early = await ctx.call('agent', {
      method: 'GET',
      url: `/utils/downloaded-assets/${a}/get-link/?workspace=alpha`,
    });
    expect(early.statusCode).toBe(400);
    await ctx.runJobs();
    const after = await listOf('agent', 'alpha');
    expect(after.results.filter((r) => r.id === a || r.id === b).map((r) => r.status)).toEqual([3, 3]);
    // Another workspace sees none of them, and cannot address them.
    expect((await listOf('outsider', 'beta')).results.map((r) => r.id)).not.toContain(a);
    const foreign = await ctx.call('owner', {
      method: 'GET',
      url: `/utils/downloaded-assets/${a}/get-link/?workspace=beta`,
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await ctx.call('agent', {
      method: 'GET',
      url: '/utils/downloaded-assets/00000000-0000-4000-8000-000000000000/get-link/?workspace=alpha',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('says whether each download is a CSV or an XLSX file, before and after it is produced', async () => {
    const csv = (await ctx.call('agent', { method: 'GET', url: EXPORT })).json().id as string;
    const xlsx = (await ctx.call('agent', { method: 'GET', url: `${EXPORT}&format=xlsx` })).json()
      .id as string;
    const formats = async () =>
      Object.fromEntries((await listOf('agent', 'alpha')).results.map((r) => [r.id, [r.status, r.format]]));
    expect(await formats()).toMatchObject({ [csv]: [1, 'CSV'], [xlsx]: [1, 'XLSX'] });
    await ctx.runJobs();
    expect(await formats()).toMatchObject({ [csv]: [3, 'CSV'], [xlsx]: [3, 'XLSX'] });
  });

  it('pages by 20 with offset', async () => {
    const all = await listOf('agent', 'alpha', '&limit=1');
    expect(all.results).toHaveLength(1);
    expect(all.next).toContain('offset=1');
    const second = await listOf('agent', 'alpha', '&limit=1&offset=1');
    expect(second.results[0]?.id).not.toBe(all.results[0]?.id);
  });

  it('serves the file through the signed link as an attachment, to the member who got the link', async () => {
    const file = await exportFile(ctx, 'agent', EXPORT);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="addresses.csv"/);
    expect(parse(file.text)[0]?.[0]).toBe('Identifier');
  });

  it('is no bearer link: without credentials 401, for anybody else 403, with the member’s API key the file', async () => {
    const link = await agentExportLink();
    expect((await ctx.call(null, { method: 'GET', url: link })).statusCode).toBe(401);
    // Another member of the workspace, and an organisation admin, hold no right to somebody else's link.
    for (const other of ['admin', 'owner'] as const) {
      const res = await ctx.call(other, { method: 'GET', url: link });
      expect(res.statusCode, other).toBe(403);
      expect(res.json().detail).toBe(
        'This download link belongs to another user. Get your own from the Download manager.',
      );
    }
    const key = await ctx.call('agent', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    });
    const byKey = await ctx.app.inject({
      method: 'GET',
      url: link,
      headers: { 'x-api-key': key.json().key as string },
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(parse(byKey.body)[0]?.[0]).toBe('Identifier');
  });

  it('refuses a tampered link (403), an expired one (410), and a signer who left the workspace (404)', async () => {
    const link = await agentExportLink();
    const url = new URL(link, 'http://local');
    const token = url.searchParams.get('token') ?? '';
    const [header, payload, signature] = token.split('.');
    // The same claims for another workspace, with the original signature: refused.
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, wid: claims.wid + 1 })).toString('base64url');
    const tampered = await ctx.call('agent', {
      method: 'GET',
      url: `${url.pathname}?token=${header}.${forged}.${signature}`,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().detail).toBe('This download link is not valid.');
    expect(
      (await ctx.call('agent', { method: 'GET', url: `${url.pathname}?token=garbage` })).statusCode,
    ).toBe(403);
    // An access token is not a download link (no audience), even though the same secret signs both.
    const access = await ctx.token('agent');
    expect(
      (await ctx.call('agent', { method: 'GET', url: `${url.pathname}?token=${access}` })).statusCode,
    ).toBe(403);

    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const expired = await new SignJWT({ wid: claims.wid, did: claims.did })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setAudience(claims.aud)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const late = await ctx.call('agent', { method: 'GET', url: `${url.pathname}?token=${expired}` });
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toMatch(/expired/);

    // A link signed for another workspace's download (a valid signature, wrong workspace): 404.
    const beta = await fixtureWorkspaceId(ctx.db, 'beta');
    const crossed = await new SignJWT({ wid: beta, did: claims.did })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setAudience(claims.aud)
      .setExpirationTime('5m')
      .sign(key);
    expect(
      (await ctx.call('agent', { method: 'GET', url: `${url.pathname}?token=${crossed}` })).statusCode,
    ).toBe(404);

    // The signer is disabled: the link no longer works (their credentials no longer do).
    const agent = await fixtureUserId(ctx.db, 'agent@acme.test');
    expect((await ctx.call('agent', { method: 'GET', url: link })).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', agent).execute();
    try {
      expect((await ctx.call('agent', { method: 'GET', url: link })).statusCode).toBe(401);
    } finally {
      await ctx.db.updateTable('users').set({ is_active: true }).where('id', '=', agent).execute();
    }
    // …and so when they are no longer a member of the workspace.
    const alpha = await fixtureWorkspaceId(ctx.db, 'alpha');
    await ctx.db
      .updateTable('memberships')
      .set({ is_active: false })
      .where('user_id', '=', agent)
      .where('workspace_id', '=', alpha)
      .execute();
    try {
      expect((await ctx.call('agent', { method: 'GET', url: link })).statusCode).toBe(404);
    } finally {
      await ctx.db
        .updateTable('memberships')
        .set({ is_active: true })
        .where('user_id', '=', agent)
        .where('workspace_id', '=', alpha)
        .execute();
    }
  });

  it('marks a download Failed with the producer’s message, and never leaves it Processing', async () => {
    const workspaceId = await fixtureWorkspaceId(ctx.db, 'alpha');
    const userId = await fixtureUserId(ctx.db, 'agent@acme.test');
    const make = (kind: string) =>
      insertDownload(ctx.db, { workspaceId, userId, kind, title: kind, params: {} });
    const deps = { db: ctx.db, config: ctx.config };
    const producers = [
      {
        kind: 'known-failure',
        produce: async () => {
          throw new HttpError(400, 'Nothing to export.');
        },
      },
      {
        kind: 'crash',
        produce: async () => {
          throw new Error('boom');
        },
      },
    ];
    const statusOf = async (id: string) =>
      ctx.db
        .selectFrom('downloads')
        .select(['status', 'error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const known = await make('known-failure');
    await produceDownload(deps, producers, known);
    expect(await statusOf(known)).toEqual({ status: 4, error: 'Nothing to export.' });
    const crash = await make('crash');
    await produceDownload(deps, producers, crash);
    expect(await statusOf(crash)).toEqual({ status: 4, error: 'The export failed. Please try again later.' });
    const unknown = await make('no-such-kind');
    await produceDownload(deps, producers, unknown);
    expect((await statusOf(unknown)).status).toBe(4);
    // A retry after a crash mid-way (row left Processing) starts again and finishes.
    const retried = await make('addresses.list');
    await ctx.db
      .updateTable('downloads')
      .set({ status: 2, params: JSON.stringify({ query: 'workspace=alpha' }) })
      .where('id', '=', retried)
      .execute();
    const { exportProducers } = await import('../../index.ts');
    await produceDownload(deps, exportProducers, retried);
    expect((await statusOf(retried)).status).toBe(3);
  });
});

describe('export files', () => {
  const evil = '=HYPERLINK("http://evil.test","click")';

  it('write a formula-looking name as text in CSV (quote prefix) and as a string cell in XLSX', async () => {
    const csv = await tableFile('csv', 'names', ['Name', 'Count'], [[evil, -3]]);
    const records: string[][] = parse(new TextDecoder().decode(csv.bytes));
    expect(records[1]).toEqual([`'${evil}`, '-3']);
    const xlsx = await tableFile('xlsx', 'names', ['Name', 'Count'], [[evil, -3]]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ExcelJS.Buffer);
    const cell = book.worksheets[0]?.getRow(2).getCell(1);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(`'${evil}`);
    expect(book.worksheets[0]?.getRow(2).getCell(2).value).toBe(-3);
  });

  it('hold at most 10,000 rows', async () => {
    const rows = Array.from({ length: 10_005 }, (_, i) => [`row ${i}`]);
    const csv = await tableFile('csv', 'many', ['Name'], rows);
    expect(parse(new TextDecoder().decode(csv.bytes))).toHaveLength(10_001);
  });
});
