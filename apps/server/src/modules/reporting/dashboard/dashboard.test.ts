import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { holdTransactionElsewhere } from '../../../../test/helpers/test-db.ts';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { dayIn } from '../../rules/index.ts';
import { compactRollups } from './compact-rollups.ts';
import { addScreenings, seedDashboardWorld } from './dashboard.fixture.ts';
import { addDays } from './dashboard-range.ts';

/** Every dashboard figure against a seeded world: levels, previous period, top rules, buckets, days and zones. */
const ctx = useTestApp();
const w = seededBeforeAll(() => seedDashboardWorld(ctx.db), 60_000);

const BASE = '/risk/api/v4/dashboard/';
type Json = Record<string, unknown>;

async function get(
  path: string,
  query: string,
  options: { tz?: string; user?: FixtureUser; workspace?: string } = {},
) {
  return ctx.call(options.user ?? 'agent', {
    method: 'GET',
    url: `${BASE}${path}/?workspace=${options.workspace ?? 'alpha'}${query ? `&${query}` : ''}`,
    headers: options.tz ? { 'x-timezone': options.tz } : {},
  });
}
async function figures(path: string, query: string, tz?: string): Promise<Json> {
  const res = await get(path, query, tz ? { tz } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
}
const RANGE = 'start_date=2026-03-10&end_date=2026-03-11';
const levels = (counts: Partial<Record<number, number>>) => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, ...counts });
const caseLevels = (counts: Partial<Record<number, number>>) => ({ 0: 0, ...levels(counts) });

describe('entities', () => {
  it('counts live addresses by level and address screenings per chain in UTC days', async () => {
    const body = await figures('addresses', RANGE);
    expect(body.address_risk_level_count).toEqual(levels({ 1: 1, 3: 1, 5: 2 }));
    expect(body.address_currency_count).toEqual([
      { currency: 1, count: 4 },
      { currency: 0, count: 1 },
    ]);
    expect(body).toMatchObject({
      start_date: '2026-03-10',
      end_date: '2026-03-11',
      time_zone: 'UTC',
      is_snapshot: false,
    });
  });

  it("reads the days in the caller's time zone (Paris: 23:30 UTC is the next day)", async () => {
    const body = await figures('addresses', RANGE, 'Europe/Paris');
    expect(body.address_currency_count).toEqual([
      { currency: 1, count: 3 },
      { currency: 0, count: 1 },
      { currency: 6, count: 1 },
    ]);
    expect(body.time_zone).toBe('Europe/Paris');
  });

  it('adds whole days from the rollup and the hours at the ends from the rows (a month across a DST change)', async () => {
    const body = await figures('addresses', 'start_date=2026-03-01&end_date=2026-03-31', 'Europe/Paris');
    expect(body.address_currency_count).toEqual([
      { currency: 1, count: 5 },
      { currency: 0, count: 1 },
      { currency: 6, count: 1 },
    ]);
  });

  it('counts transactions and customers, and all of them together', async () => {
    const tx = await figures('transactions', RANGE);
    expect(tx.transaction_risk_level_count).toEqual(levels({ 4: 1 }));
    expect(tx.transaction_currency_count).toEqual([{ currency: 1, count: 2 }]);
    const customers = await figures('customers', RANGE);
    expect(customers.customer_risk_level_count).toEqual(levels({ 2: 2 }));
    const all = await figures('entities', RANGE);
    expect(all.entities_summary).toEqual({
      address_risk_level_count: levels({ 1: 1, 3: 1, 5: 2 }),
      transaction_risk_level_count: levels({ 4: 1 }),
      customer_risk_level_count: levels({ 2: 2 }),
      address_currency_count: [
        { currency: 1, count: 4 },
        { currency: 0, count: 1 },
      ],
      transaction_currency_count: [{ currency: 1, count: 2 }],
    });
  });

  it('follows archiving and re-levelling of live rows', async () => {
    const [first] = w.addresses;
    await ctx.db
      .updateTable('screened_addresses')
      .set({ risk_level: 4 })
      .where('id', '=', first ?? 0)
      .execute();
    expect((await figures('addresses', RANGE)).address_risk_level_count).toEqual(
      levels({ 1: 1, 3: 1, 4: 1, 5: 1 }),
    );
    await ctx.db
      .updateTable('screened_addresses')
      .set({ archived_at: new Date() })
      .where('id', '=', first ?? 0)
      .execute();
    expect((await figures('addresses', RANGE)).address_risk_level_count).toEqual(
      levels({ 1: 1, 3: 1, 5: 1 }),
    );
    await ctx.db
      .updateTable('screened_addresses')
      .set({ archived_at: null, risk_level: 5 })
      .where('id', '=', first ?? 0)
      .execute();
    expect((await figures('addresses', RANGE)).address_risk_level_count).toEqual(
      levels({ 1: 1, 3: 1, 5: 2 }),
    );
  });

  it('counts a bulk re-levelling once per row, and an update that changes no count not at all', async () => {
    const deltas = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('dashboard_live')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('delta', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await deltas();
    // A re-screen that rewrites the report at the same level (the monitor's usual case) is no change to count.
    await ctx.db
      .updateTable('screened_addresses')
      .set({ last_screened_time: new Date() })
      .where('id', 'in', w.addresses)
      .execute();
    expect(await deltas()).toBe(before);
    // Every address at level 1 in one statement, then back: the figures follow, whatever the statement's size.
    const levelsBefore = (await figures('addresses', RANGE)).address_risk_level_count;
    const original = await ctx.db
      .selectFrom('screened_addresses')
      .select(['id', 'risk_level'])
      .where('id', 'in', w.addresses)
      .execute();
    await ctx.db
      .updateTable('screened_addresses')
      .set({ risk_level: 1 })
      .where('id', 'in', w.addresses)
      .execute();
    expect((await figures('addresses', RANGE)).address_risk_level_count).toEqual(levels({ 1: 4 }));
    for (const row of original) {
      await ctx.db
        .updateTable('screened_addresses')
        .set({ risk_level: row.risk_level })
        .where('id', '=', row.id)
        .execute();
    }
    expect((await figures('addresses', RANGE)).address_risk_level_count).toEqual(levelsBefore);
  });
});

describe('alerts', () => {
  it('sums created, resolved and opened alerts, the period before and the stage categories', async () => {
    const body = await figures('alerts', RANGE);
    expect(body.alerts_summary).toEqual({
      total_alerts_created: 3,
      total_alerts_resolved: 3,
      total_alerts_opened: 2,
      previous_total_alerts_created: 3,
      previous_total_alerts_resolved: 0,
      previous_total_alerts_opened: 1,
      alerts_status_data: { 0: 1, 1: 1, 2: 1 },
    });
  });

  it('counts the alerts of the range by level, in all and per object kind', async () => {
    const body = await figures('alerts-entity', RANGE);
    expect(body.alerts_risk_data).toEqual(levels({ 3: 1, 4: 1, 5: 1 }));
    expect(body.address_alerts_risk_data).toEqual(levels({ 3: 1, 5: 1 }));
    expect(body.transaction_alerts_risk_data).toEqual(levels({ 4: 1 }));
    expect(body.customer_alerts_risk_data).toEqual(levels({}));
  });

  it('buckets the alerts closed in the range by their resolution time', async () => {
    const body = await figures('alerts-resolution-record', RANGE);
    expect(body.alerts_resolution_record).toEqual([
      { key: '0_24', label: '0 to 24 hours', count: 1 },
      { key: '24_48', label: '24 to 48 hours', count: 1 },
      { key: '48_plus', label: 'over 48 hours', count: 1 },
    ]);
  });

  it('lists the rules that fired most, most first, ties by name', async () => {
    const body = await figures('rules', RANGE);
    expect(body.rules_summary).toEqual([
      {
        rule_id: expect.any(String),
        rule_name: 'Attributed to a sanctioned entity',
        policy_name: expect.any(String),
        count: 4,
      },
      {
        rule_id: expect.any(String),
        rule_name: 'Direct exposure to sanctioned entities',
        policy_name: expect.any(String),
        count: 1,
      },
      {
        rule_id: expect.any(String),
        rule_name: 'Large transaction',
        policy_name: expect.any(String),
        count: 1,
      },
    ]);
    const before = await figures('rules', 'start_date=2026-03-08&end_date=2026-03-09');
    expect(before.rules_summary).toEqual([
      {
        rule_id: expect.any(String),
        rule_name: 'Large transaction',
        policy_name: expect.any(String),
        count: 2,
      },
    ]);
  });

  it('follows an alert moved to a closed stage through the API (closed now: resolved today, over 48 hours)', async () => {
    const stages = await ctx.db
      .selectFrom('workflow_stages')
      .select(['id', 'category', 'next_stages'])
      .where('workspace_id', '=', w.alpha)
      .execute();
    const open = stages.find((s) => s.id === w.stages.Open);
    const closed = stages.find((s) => s.category === 2 && open?.next_stages.includes(s.id));
    expect(closed).toBeDefined();
    const alert = await ctx.db
      .selectFrom('alerts')
      .select(['object_id'])
      .where('id', '=', w.alerts.a1 ?? 0)
      .executeTakeFirstOrThrow();
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: `/resolutioncenter/api/v4/address/${alert.object_id}/alerts/${w.alerts.a1}/?workspace=alpha`,
      payload: { workflow_stage: closed?.id, comment: { body: 'Checked: a true positive.' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = (await figures('alerts', RANGE)).alerts_summary as Json;
    expect(summary).toMatchObject({ total_alerts_opened: 1, alerts_status_data: { 0: 0, 1: 1, 2: 2 } });
    expect(summary.total_alerts_resolved).toBe(3);
    const today = dayIn('UTC', new Date());
    const recent = await figures(
      'alerts-resolution-record',
      `start_date=${addDays(today, -2)}&end_date=${today}`,
    );
    expect(recent.alerts_resolution_record).toEqual([
      { key: '0_24', label: '0 to 24 hours', count: 0 },
      { key: '24_48', label: '24 to 48 hours', count: 0 },
      { key: '48_plus', label: 'over 48 hours', count: 1 },
    ]);
  });
});

describe('cases', () => {
  it('counts created (automatic, manual), resolved and opened cases, the period before and the days by level', async () => {
    const body = await figures('cases', RANGE);
    expect(body.cases_summary).toEqual({
      total_cases_created: 2,
      total_cases_resolved: 1,
      total_cases_opened: 1,
      auto_created_cases: 1,
      manual_created_cases: 1,
      previous_total_cases_created: 1,
      previous_total_cases_resolved: 0,
      previous_total_cases_opened: 1,
      previous_auto_created_cases: 0,
      previous_manual_created_cases: 1,
      case_risk_level_count: caseLevels({ 0: 1, 5: 1 }),
      time_series_by_risk_level: [
        { date: '2026-03-10', case_level_counts: caseLevels({ 5: 1 }) },
        { date: '2026-03-11', case_level_counts: caseLevels({ 0: 1 }) },
      ],
    });
  });

  it('puts a case created at 23:30 UTC on the next day in Paris, and every day of the range in the series', async () => {
    const body = (await figures('cases', 'start_date=2026-03-10&end_date=2026-03-12', 'Europe/Paris'))
      .cases_summary as Json;
    expect(body.total_cases_created).toBe(2);
    expect(body.time_series_by_risk_level).toEqual([
      { date: '2026-03-10', case_level_counts: caseLevels({ 5: 1 }) },
      { date: '2026-03-11', case_level_counts: caseLevels({}) },
      { date: '2026-03-12', case_level_counts: caseLevels({ 0: 1 }) },
    ]);
    const narrow = (await figures('cases', RANGE, 'Europe/Paris')).cases_summary as Json;
    expect(narrow).toMatchObject({ total_cases_created: 1, total_cases_resolved: 0 });
  });
});

describe('rollups and snapshots', () => {
  it('folds deltas into compacted rows without changing a figure, and counts writes made after', async () => {
    await figures('addresses', 'start_date=2026-03-01&end_date=2026-03-31');
    const deltas = await ctx.db
      .selectFrom('dashboard_screenings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('workspace_id', '=', w.alpha)
      .where('delta', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(deltas.n)).toBe(0);
    await addScreenings(ctx.db, w.alpha, 'address', 0, '2026-03-15T12:00:00Z', 4);
    const body = await figures('addresses', 'start_date=2026-03-01&end_date=2026-03-31');
    expect(body.address_currency_count).toEqual([
      { currency: 0, count: 5 },
      { currency: 1, count: 5 },
      { currency: 6, count: 1 },
    ]);
  });

  it('keeps a preset range (Last 7 Days) while its data is unchanged, and says when it was computed', async () => {
    const today = dayIn('UTC', new Date());
    const range = `start_date=${addDays(today, -6)}&end_date=${today}`;
    // A transaction running elsewhere on the server (on PostgreSQL) since before the last screening leaves the
    // snapshot alone: the snapshot saw that screening, and the other transaction wrote nothing it could have missed.
    const release = await holdTransactionElsewhere();
    await addScreenings(ctx.db, w.alpha, 'transaction', 0, new Date().toISOString(), 1);
    const first = await figures('transactions', range);
    expect(first.is_snapshot).toBe(true);
    const kept = await figures('transactions', range);
    await release();
    expect(kept.last_refreshed_time).toBe(first.last_refreshed_time);
    // Folding the deltas changes no figure: the snapshot stays.
    await compactRollups(ctx.db, w.alpha);
    expect((await figures('transactions', range)).last_refreshed_time).toBe(first.last_refreshed_time);
    const refreshed = await figures('transactions', `${range}&refresh=true`);
    expect(Date.parse(String(refreshed.last_refreshed_time))).toBeGreaterThanOrEqual(
      Date.parse(String(first.last_refreshed_time)),
    );
    // The default range is the same preset; another range is computed for the call.
    expect((await figures('transactions', '')).last_refreshed_time).toBe(refreshed.last_refreshed_time);
    const live = await figures('transactions', `start_date=${addDays(today, -5)}&end_date=${today}`);
    expect(live.is_snapshot).toBe(false);
  });

  it('computes a preset range again by itself once the data it sums changed after it', async () => {
    const today = dayIn('UTC', new Date());
    const range = `start_date=${addDays(today, -6)}&end_date=${today}`;
    const morning = await figures('addresses', range);
    const before = morning.address_currency_count as { currency: number; count: number }[];
    await addScreenings(ctx.db, w.alpha, 'address', 8, new Date().toISOString(), 3);
    const evening = await figures('addresses', range);
    expect(evening.is_snapshot).toBe(true);
    expect(evening.address_currency_count).toEqual(
      expect.arrayContaining([
        { currency: 8, count: (before.find((c) => c.currency === 8)?.count ?? 0) + 3 },
      ]),
    );
    expect(evening.last_refreshed_time).not.toBe(morning.last_refreshed_time);
    // A case changed (cases are counted live) makes the cases widget compute again too.
    const cases = await figures('cases', range);
    await sql`UPDATE cases SET name = name || '.' WHERE workspace_id = ${w.alpha}`.execute(ctx.db);
    const again = await figures('cases', range);
    expect(again.last_refreshed_time).not.toBe(cases.last_refreshed_time);
    // Another workspace's work leaves this one's snapshot alone.
    const kept = await figures('addresses', range);
    await addScreenings(ctx.db, w.beta, 'address', 8, new Date().toISOString(), 1);
    expect((await figures('addresses', range)).last_refreshed_time).toBe(kept.last_refreshed_time);
  });

  it('computes again a snapshot kept by an earlier version that lacks a field the call answers now', async () => {
    const today = dayIn('UTC', new Date());
    const range = `start_date=${addDays(today, -6)}&end_date=${today}`;
    const first = await figures('rules', range);
    // As an earlier version kept it: the top rules without their policy's name.
    await sql`UPDATE dashboard_snapshots SET data = '{"rules_summary":[{"rule_id":"x","rule_name":"Gone","count":9}]}',
      computed_at = now() - interval '1 hour' WHERE workspace_id = ${w.alpha} AND kind = 'rules'`.execute(
      ctx.db,
    );
    const answered = await figures('rules', range);
    expect(answered.rules_summary).toEqual(first.rules_summary);
    expect(answered.is_snapshot).toBe(true);
    expect(Date.parse(String(answered.last_refreshed_time))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the range', () => {
  it('answers 400 on an end before the start, a malformed or impossible date and a start before 2010', async () => {
    const cases: [string, string][] = [
      ['start_date=2026-03-11&end_date=2026-03-10', 'end_date'],
      ['start_date=2026-3-1&end_date=2026-03-10', 'start_date'],
      ['start_date=2026-02-30&end_date=2026-03-10', 'start_date'],
      ['start_date=2009-12-31&end_date=2026-03-10', 'start_date'],
      ['start_date=2026-03-01&end_date=2026-03-10&refresh=yes', 'refresh'],
    ];
    for (const [query, field] of cases) {
      const res = await get('alerts', query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json() as Json), query).toEqual([field]);
    }
    expect((await get('alerts', 'start_date=2026-03-11&end_date=2026-03-10')).json()).toEqual({
      end_date: ['The end date cannot precede the start date.'],
    });
  });

  it('reads a future end as today', async () => {
    const today = dayIn('UTC', new Date());
    const body = await figures('rules', `start_date=2026-03-01&end_date=${addDays(today, 30)}`);
    expect(body.end_date).toBe(today);
  });

  it("answers 404 for another organisation's or a foreign workspace, and never shows another workspace's rows", async () => {
    expect((await get('alerts', RANGE, { workspace: 'beta' })).statusCode).toBe(404);
    expect((await get('alerts', RANGE, { workspace: 'gamma', user: 'owner' })).statusCode).toBe(404);
    const beta = await get('addresses', RANGE, { workspace: 'beta', user: 'outsider' });
    expect(beta.statusCode).toBe(200);
    expect((beta.json() as Json).address_currency_count).toEqual([{ currency: 1, count: 5 }]);
    expect((beta.json() as Json).address_risk_level_count).toEqual(levels({ 5: 1 }));
  });
});

describe('downloads', () => {
  it('queues each report and produces its file', { timeout: 30_000 }, async () => {
    for (const path of ['report', 'resolved-alert-report', 'opened-alert-report', 'created-alert-report']) {
      const res = await get(path, RANGE, { tz: 'Europe/Paris' });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Json).detail).toMatch(/queued/);
    }
    expect((await get('report', 'start_date=2026-03-11&end_date=2026-03-10')).statusCode).toBe(400);
    await ctx.runJobs();
    const rows = await ctx.db
      .selectFrom('downloads')
      .select(['kind', 'status', 'bytes', 'error'])
      .where('workspace_id', '=', w.alpha)
      .where('kind', 'like', 'dashboard.%')
      .execute();
    expect(rows.map((r) => [r.kind, r.status, r.error])).toEqual(
      expect.arrayContaining([
        ['dashboard.report', 3, null],
        ['dashboard.resolved-alerts', 3, null],
        ['dashboard.opened-alerts', 3, null],
        ['dashboard.created-alerts', 3, null],
      ]),
    );
    const text = (kind: string) =>
      new TextDecoder().decode(rows.find((r) => r.kind === kind)?.bytes ?? new Uint8Array());
    // In Paris the range holds a1, a2, a3 created; a3 and a6 closed (a4 closed at 14:00 on the 11th, Paris).
    expect(text('dashboard.created-alerts').trim().split('\n')).toHaveLength(4);
    expect(text('dashboard.resolved-alerts').trim().split('\n')).toHaveLength(4);
    // The report names every figure as the dashboard does, never by the API's keys.
    const report = text('dashboard.report').trim().split('\r\n');
    expect(report[0]).toBe('Widget,Figure,Value');
    expect(report).toContain('Alerts,Alerts Created,3');
    expect(report).toEqual(expect.arrayContaining([expect.stringMatching(/^Alert Status,In Progress,\d+$/)]));
    expect(report).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Risk Level of Alerts,Critical,\d+$/)]),
    );
    expect(report).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Screening by Currency - Addresses,Ethereum,\d+$/)]),
    );
    const names = report.slice(1).map((line) => line.split(',').slice(0, 2).join(','));
    expect(names.filter((name) => /_|\/ /.test(name))).toEqual([]);
  });

  it('writes the XLSX of an alerts report with its moments as dates and its columns as wide as their content', {
    timeout: 30_000,
  }, async () => {
    const file = await exportFile(
      ctx,
      'agent',
      `${BASE}created-alert-report/?${RANGE}&format=xlsx&workspace=alpha`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const opened = header.indexOf('Opened At') + 1;
    expect(opened).toBeGreaterThan(0);
    const stored = await ctx.db
      .selectFrom('alerts')
      .select(['id', 'opened_at'])
      .where('workspace_id', '=', w.alpha)
      .execute();
    const idColumn = header.indexOf('Alert Id') + 1;
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      const cell = sheet.getRow(r).getCell(opened);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      const alert = stored.find((a) => a.id === Number(sheet.getRow(r).getCell(idColumn).value));
      expect((cell.value as Date).toISOString()).toBe(alert?.opened_at.toISOString());
    }
    expect(sheet.rowCount).toBeGreaterThan(1);
    // Each column fits its header and its longest cell (the rule names, the dates).
    header.forEach((title, index) => {
      const width = sheet.getColumn(index + 1).width ?? 0;
      expect(width, String(title)).toBeGreaterThanOrEqual(String(title).length);
    });
    expect(sheet.getColumn(opened).width).toBeGreaterThanOrEqual('yyyy-mm-dd hh:mm:ss'.length);
  });
});
