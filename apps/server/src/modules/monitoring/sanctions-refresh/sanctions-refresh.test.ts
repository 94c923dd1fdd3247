import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../../../../test-support/shared-data.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { writeJune2024Payment } from '../../../test-support/june-2024-ether.test-support.ts';
import { screenObject } from '../../../test-support/screening.test-support.ts';
import { SANCTIONS_REFRESH_JOB } from './job-names.ts';
import { refreshSanctionsList } from './refresh-sanctions-list.ts';
import { secondHandle } from './test-support.ts';

/**
 * The scheduled refresh of SANCTIONS_LIST_PATH against a copy of OFAC's per-currency lists of 2024-09-27 (copied
 * into a temporary folder, never into the repository), changed between runs as the operator's download would.
 */
let ctx: TestApp;
let folder: string;
const log = pino({ level: 'silent' });
const CUSTOMER = '0x1111111111111111111111111111111111111111';
const TX = `0x${'5e'.repeat(32)}`;
const ADDED = '0x52908400098527886e0f7030069857d2e4169ee7';
/** Ethereum addresses listed under ETH only, lower case (as screened). */
let ethOnly: string[];

/** Rewrite a ticker's list (.txt and its .json twin) in the temporary folder. */
const editList = (ticker: string, edit: (addresses: string[]) => string[]) => {
  const txt = join(folder, `sanctioned_addresses_${ticker}.txt`);
  const addresses = edit(readFileSync(txt, 'utf8').split('\n').filter(Boolean));
  writeFileSync(txt, `${addresses.join('\n')}\n`);
  writeFileSync(join(folder, `sanctioned_addresses_${ticker}.json`), JSON.stringify(addresses, null, 2));
};
const dropEth = (address: string) =>
  editList('ETH', (list) => list.filter((a) => a.toLowerCase() !== address));

const count = async (table: 'labels' | 'label_imports' | 'sanctions_refreshes' | 'screening_events') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  labels: await count('labels'),
  imports: await count('label_imports'),
  refreshes: await count('sanctions_refreshes'),
  screenings: await count('screening_events'),
});

/** Queue sanctions.refresh as the schedule does and run the queue (the refresh, then its re-screens). */
/** Sanctions jobs (the refresh and its re-screens) done so far: other jobs (event deliveries…) run beside them. */
const sanctionsJobsDone = async () => {
  const { rows } = await sql<{ done: number }>`
    SELECT count(*)::int AS done FROM pgboss.job WHERE name LIKE 'sanctions.%' AND state = 'completed'
  `.execute(ctx.db);
  return rows[0]?.done ?? 0;
};

/** Run the scheduled refresh and every job it leads to; resolves to how many sanctions jobs ran. */
const runScheduledRefresh = async () => {
  const before = await sanctionsJobsDone();
  await ctx.jobs.send(ctx.db, SANCTIONS_REFRESH_JOB, {});
  await ctx.runJobs();
  return (await sanctionsJobsDone()) - before;
};

type Screened = { id: number; risk_level: number; tag_type_verbose?: string | null };
const screen = (
  user: 'agent' | 'foreigner',
  workspace: string,
  identifier: string,
  kind: 'addresses' | 'transactions' = 'addresses',
) => screenObject<Screened>(ctx, kind, identifier, { user, workspace });

const liveRow = (table: 'screened_addresses' | 'screened_transactions', id: number) =>
  ctx.db
    .selectFrom(table)
    .select(['risk_level', 'last_screened_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const alertsOf = (type: 'address' | 'transaction', id: number) =>
  ctx.db
    .selectFrom('alerts as a')
    .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
    .select(['a.id', 'a.level', 's.name as stage', 's.category'])
    .where('a.object_type', '=', type)
    .where('a.object_id', '=', id)
    .orderBy('a.id')
    .execute();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'rs-sanctions-list-'));
  cpSync(sharedData('ofac-0xb10c'), folder, { recursive: true });
  rmSync(join(folder, 'PROVENANCE.md'));
  ctx = await createTestApp({ sanctionsList: { path: folder, format: undefined } });
  const lists = ['ARB', 'BSC', 'USDC', 'USDT', 'ETC'].flatMap((t) =>
    readFileSync(join(folder, `sanctioned_addresses_${t}.txt`), 'utf8').split('\n'),
  );
  const elsewhere = new Set(lists.map((a) => a.toLowerCase()));
  ethOnly = readFileSync(join(folder, 'sanctioned_addresses_ETH.txt'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((a) => a.toLowerCase())
    .filter((a) => !elsewhere.has(a));
  expect(ethOnly.length).toBeGreaterThan(5);
  // The customer received 5 ETH from the first ETH-only address, which the operator's list later drops.
  await writeJune2024Payment(ctx.db, { hash: TX, from: ethOnly[0] as string, to: CUSTOMER, amount: '5' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the scheduled sanctions list refresh', () => {
  it('imports the list on its first run, as a full publication, and the chain status view shows its date', async () => {
    const before = await counts();
    expect(await runScheduledRefresh()).toBe(2); // the refresh, then its (empty) re-screen
    const after = await counts();
    expect(after.imports).toBe(before.imports + 1);
    expect(after.refreshes).toBe(1);
    expect(after.labels - before.labels).toBe(639);
    const refresh = await ctx.db.selectFrom('sanctions_refreshes').selectAll().executeTakeFirstOrThrow();
    expect(refresh).toMatchObject({ path: folder, format: 'ofac-list', status: 'done' });
    expect(refresh.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(refresh.outcome).toEqual({
      added: 639,
      ended: 0,
      kept: 0,
      rescreened: { addresses: 0, transactions: 0, failed: 0 },
    });
    const health = await ctx.call('agent', { method: 'GET', url: '/api/v4/health-check/' });
    expect(health.statusCode, health.body).toBe(200);
    // The per-currency lists carry no date: the list's date is the day it was imported.
    expect(health.json().sanctions_list).toEqual({
      source: 'OFAC SDN',
      published_at: refresh.published_at?.toISOString(),
      dated: false,
      imported_at: expect.any(String),
    });
  });

  it('writes nothing when the list has not changed', async () => {
    const dropped = await screen('agent', 'alpha', ethOnly[0] as string);
    expect(dropped).toMatchObject({ risk_level: 5, tag_type_verbose: 'Sanctions' });
    const before = await counts();
    expect(await runScheduledRefresh()).toBe(1); // the refresh alone: no re-screen queued
    expect(await counts()).toEqual(before);
    expect(await refreshSanctionsList(ctx, { path: folder, format: undefined }, { log })).toEqual({
      status: 'unchanged',
      hash: expect.any(String),
    });
    expect(await counts()).toEqual(before);
  });

  it('supersedes with a changed list and re-screens what it touched in every workspace', async () => {
    const [delisted, kept] = ethOnly as [string, string];
    // alpha screened the address the list drops, a customer that received from it, a transaction from it and an
    // address the list keeps; gamma (another organisation) screened the address the list adds.
    const dropped = await screen('agent', 'alpha', delisted);
    const customer = await screen('agent', 'alpha', CUSTOMER);
    const transaction = await screen('agent', 'alpha', TX, 'transactions');
    const keptRow = await screen('agent', 'alpha', kept);
    const added = await screen('foreigner', 'gamma', ADDED);
    expect(dropped.risk_level).toBe(5);
    expect(customer.risk_level).toBeGreaterThan(0);
    expect(transaction.risk_level).toBeGreaterThan(0);
    expect(added.risk_level).toBe(0);
    const [droppedAlert] = await alertsOf('address', dropped.id);
    expect(droppedAlert).toMatchObject({ level: 5, category: 0 });
    const keptScreened = (await liveRow('screened_addresses', keptRow.id)).last_screened_time;

    dropEth(delisted);
    editList('ETH', (list) => [...list, ADDED]);
    expect(await runScheduledRefresh()).toBe(2);

    const refresh = await ctx.db
      .selectFrom('sanctions_refreshes')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(refresh.outcome).toEqual({
      added: 1,
      ended: 1,
      kept: 638,
      rescreened: { addresses: 3, transactions: 1, failed: 0 },
    });
    const day = refresh.published_at?.toISOString().slice(0, 10);
    const reason = `delisted from OFAC SDN on ${day}`;

    // The dropped address: no longer Sanctions, its alert closed by the system with the delisting as the reason.
    expect((await liveRow('screened_addresses', dropped.id)).risk_level).toBeLessThan(5);
    for (const alert of await alertsOf('address', dropped.id)) {
      expect(alert).toMatchObject({ stage: 'Closed – Auto-resolved', category: 2 });
      const comment = await ctx.db
        .selectFrom('comments')
        .select(['author_id', 'body'])
        .where('alert_id', '=', alert.id)
        .executeTakeFirstOrThrow();
      expect(comment.author_id).toBeNull();
      expect(comment.body).toContain(reason);
    }
    const rescreen = await ctx.db
      .selectFrom('entity_audit_events')
      .select(['context', 'actor_name'])
      .where('object_type', '=', 'address')
      .where('object_id', '=', dropped.id)
      .where('type', '=', 'rescreened')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(rescreen).toMatchObject({
      actor_name: 'System',
      context: { previous_risk_level: 5, reason, source: 'system' },
    });
    // What touched it: lower too, their alerts closed.
    expect((await liveRow('screened_addresses', customer.id)).risk_level).toBeLessThan(customer.risk_level);
    expect((await liveRow('screened_transactions', transaction.id)).risk_level).toBeLessThan(
      transaction.risk_level,
    );
    for (const alert of await alertsOf('transaction', transaction.id)) {
      expect(alert.category).toBe(2);
    }
    // The added address, in another organisation's workspace: now Sanctions, with its alert.
    expect((await liveRow('screened_addresses', added.id)).risk_level).toBe(5);
    expect(await alertsOf('address', added.id)).toEqual([expect.objectContaining({ level: 5, category: 0 })]);
    // Its alert item says which list refresh screened it.
    const [addedAlert] = await alertsOf('address', added.id);
    const item = await ctx.db
      .selectFrom('alert_items')
      .select('reason')
      .where('alert_id', '=', addedAlert?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(item.reason).toBe(
      `Sanctions list refresh ${refresh.id}: label import ${refresh.label_import_id} from ${refresh.path}`,
    );
    // An address the change does not touch is not re-screened.
    expect((await liveRow('screened_addresses', keptRow.id)).last_screened_time).toEqual(keptScreened);
  });

  it('supersedes once when two servers refresh the same change at once', async () => {
    dropEth(ethOnly[2] as string);
    const before = await counts();
    const second = await secondHandle(ctx.handle);
    try {
      const results = await Promise.all([
        refreshSanctionsList(ctx, { path: folder, format: undefined }, { log }),
        refreshSanctionsList({ db: second.db, jobs: ctx.jobs }, { path: folder, format: undefined }, { log }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['imported', 'unchanged']);
    } finally {
      await second.close();
    }
    const after = await counts();
    expect(after.imports).toBe(before.imports + 1);
    expect(after.refreshes).toBe(before.refreshes + 1);
    const ended = await ctx.db
      .selectFrom('labels')
      .select('id')
      .where('address', '=', ethOnly[2] as string)
      .where('valid_to', 'is not', null)
      .execute();
    expect(ended).toHaveLength(1);
    expect(await ctx.runJobs()).toBe(1); // one re-screen job
  });

  it('records a list it cannot import whole, once, and leaves the labels alone', async () => {
    writeFileSync(join(folder, 'sanctioned_addresses_XBT.txt'), 'not an address\nnor this\n');
    const before = await counts();
    const refused = await refreshSanctionsList(ctx, { path: folder, format: undefined }, { log });
    expect(refused).toMatchObject({ status: 'refused', reason: expect.stringMatching(/XBT.*not one row/) });
    const after = await counts();
    expect(after).toEqual({ ...before, refreshes: before.refreshes + 1 });
    // The same broken files are not read again until they change.
    expect((await refreshSanctionsList(ctx, { path: folder, format: undefined }, { log })).status).toBe(
      'unchanged',
    );
    expect(await counts()).toEqual(after);
  });

  it('writes nothing for a path that is not there or whose format it cannot tell', async () => {
    const before = await counts();
    const missing = await refreshSanctionsList(
      ctx,
      { path: join(folder, 'nope'), format: undefined },
      { log },
    );
    expect(missing).toMatchObject({ status: 'unreadable', reason: expect.stringMatching(/no such file/) });
    const odd = mkdtempSync(join(tmpdir(), 'rs-sanctions-odd-'));
    try {
      writeFileSync(join(odd, 'list.csv'), 'a,b\n');
      const unknown = await refreshSanctionsList(ctx, { path: odd, format: undefined }, { log });
      expect(unknown).toMatchObject({
        status: 'unreadable',
        reason: expect.stringMatching(/set SANCTIONS_LIST_FORMAT/),
      });
    } finally {
      rmSync(odd, { recursive: true, force: true });
    }
    expect(await counts()).toEqual(before);
  });
});
