import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { refreshSanctionsList } from './refresh-sanctions-list.ts';

/**
 * An operator who keeps OFAC's classic SDN.XML at SANCTIONS_LIST_PATH (the test fixture, a hand-written excerpt
 * published 11/25/2025): the list carries its date, which the chain status view shows; an older file is refused.
 */
let ctx: TestApp;
let folder: string;
let file: string;
const log = pino({ level: 'silent' });
const FIXTURE = resolve(import.meta.dirname, '../../../../test/fixtures/ofac/SDN.XML');
const setting = () => ({ path: file, format: undefined });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rs-sdn-xml-'));
  file = join(folder, 'SDN.XML');
  copyFileSync(FIXTURE, file);
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const health = async () => {
  const res = await ctx.call('agent', { method: 'GET', url: '/api/v4/health-check/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sanctions_list;
};

describe('a refresh of an SDN.XML', () => {
  it('imports it dated by its Publish_Date, shown as the sanctions list date', async () => {
    expect(await health()).toBeNull();
    const result = await refreshSanctionsList(ctx, setting(), { log });
    expect(result).toMatchObject({ status: 'imported', ended: 0 });
    const refresh = await ctx.db.selectFrom('sanctions_refreshes').selectAll().executeTakeFirstOrThrow();
    expect(refresh).toMatchObject({ format: 'ofac-xml', status: 'running' });
    expect(refresh.published_at?.toISOString()).toBe('2025-11-25T00:00:00.000Z');
    expect(await health()).toMatchObject({
      source: 'OFAC SDN',
      published_at: '2025-11-25T00:00:00.000Z',
      dated: true,
    });
    // Its re-screen job (beside the monitor and event deliveries): nothing screened here yet, so it is done at once.
    await ctx.runJobs();
    const done = await ctx.db.selectFrom('sanctions_refreshes').select('status').executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
  });

  it('refuses an older publication, once, and keeps the newer one applied', async () => {
    writeFileSync(
      file,
      readFileSync(FIXTURE, 'utf8').replace('<Publish_Date>11/25/2025', '<Publish_Date>01/02/2025'),
    );
    const imports = await ctx.db.selectFrom('label_imports').select('id').execute();
    const refused = await refreshSanctionsList(ctx, setting(), { log });
    expect(refused).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/older than the one already imported \(2025-11-25\)/),
    });
    expect(await ctx.db.selectFrom('label_imports').select('id').execute()).toHaveLength(imports.length);
    const row = await ctx.db
      .selectFrom('sanctions_refreshes')
      .select(['status', 'error', 'label_import_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refused', label_import_id: null });
    expect((await refreshSanctionsList(ctx, setting(), { log })).status).toBe('unchanged');
    expect(await health()).toMatchObject({ published_at: '2025-11-25T00:00:00.000Z', dated: true });
  });
});
