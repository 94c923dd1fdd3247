import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { caseFixture } from './cases.fixture.ts';

/** The case list (spec part 3 §2.5): tabs and counts, filters, bulk actions by ids or by filters, export, delete. */
const ctx = useTestApp();
const fx = seededBeforeAll(() => caseFixture(ctx));

const BASE = '/resolutioncenter/api/v4/cases/';
const comment = { body: '<p>Bulk review.</p>' };
const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  who: 'agent' | 'admin' = 'agent',
) =>
  ctx.call(who, {
    method,
    url: `${BASE}${path}${path.includes('?') ? '&' : '?'}workspace=alpha`,
    ...(payload ? { payload } : {}),
  });
const ids = (page: { results: { id: number }[] }) => page.results.map((r) => r.id).sort((a, b) => a - b);

describe('the case list', () => {
  it('answers tabs, counts in one call, and the filters', async () => {
    const address = await fx.screenAddress();
    const mine = await fx.createCase({
      name: 'Tab mine',
      assigned_to: fx.userIds.agent,
      addresses: [address.id],
    });
    const unassigned = await fx.createCase({ name: 'Tab nobody' });
    const closed = await fx.createCase({ name: 'Tab closed' });
    await call('PUT', `${closed}/`, { status: 2, comment });
    const counts = (await call('GET', 'tab-counts/?q=Tab')).json();
    expect(counts).toEqual({ assigned_to_me: 1, unassigned: 1, closed: 1, all: 3 });
    expect(ids((await call('GET', '?q=Tab&tab=assigned_to_me')).json())).toEqual([mine]);
    expect(ids((await call('GET', '?q=Tab&tab=unassigned')).json())).toEqual([unassigned]);
    expect(ids((await call('GET', '?q=Tab&tab=closed')).json())).toEqual([closed]);
    expect(ids((await call('GET', `?address=${address.identifier.toUpperCase()}`)).json())).toEqual([mine]);
    expect(ids((await call('GET', '?q=Tab&status=1')).json())).toEqual([mine, unassigned]);
    expect(ids((await call('GET', `?q=Tab&assigned_to=${fx.userIds.agent}`)).json())).toEqual([mine]);
    await ctx.db
      .updateTable('screened_addresses')
      .set({ risk_level: 5 })
      .where('id', '=', address.id)
      .execute();
    expect(ids((await call('GET', '?q=Tab&risk_level=5')).json())).toEqual([mine]);
    expect((await call('GET', '?q=Tab&start_date=2999-01-01')).json().count).toBe(0);
    expect((await call('GET', '?q=ab')).statusCode).toBe(400);
    const search = await call('GET', 'search/?q=tab clo');
    expect(search.json()).toEqual([expect.objectContaining({ id: closed, name: 'Tab closed' })]);
  });

  it('changes the status of every case a filtered tab matches (select all), skipping those that may not move', async () => {
    const a = await fx.createCase({ name: 'Bulk A' });
    const b = await fx.createCase({ name: 'Bulk B' });
    const c = await fx.createCase({ name: 'Bulk C' });
    const other = await fx.createCase({ name: 'Other' });
    await call('PUT', `${c}/`, { status: 2, comment });
    // All matching on the All tab: A and B close, C is closed already (skipped); Other is not matched.
    const res = await call('PUT', 'bulk/?q=Bulk&tab=all&all_matching=true', { status: 2, comment });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, skipped: [{ id: c, reason: 'The case is already Closed.' }] });
    const statuses = await ctx.db
      .selectFrom('cases')
      .select(['id', 'status'])
      .where('id', 'in', [a, b, other])
      .execute();
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [a]: 2, [b]: 2, [other]: 1 });
    // The tab is kept: on the Closed tab "all matching" is only the closed ones.
    const reopened = await call('PUT', 'bulk/?q=Bulk&tab=closed&all_matching=true', { status: 1, comment });
    expect(reopened.json().updated).toBe(3);
    const noComment = await call('PUT', `bulk/?ids=${a}`, { status: 2 });
    expect(noComment.statusCode).toBe(400);
    const assigned = await call('PUT', `bulk/?ids=${a},${b}`, { assigned_to: fx.userIds.admin });
    expect(assigned.json()).toEqual({ updated: 2, skipped: [] });
  });

  it('exports the selection (queued) as CSV with formula cells escaped, and as XLSX with text cells', async () => {
    const id = await fx.createCase({ name: '=HYPERLINK("http://evil")' });
    const plus = await fx.createCase({ name: '+cmd, "quoted"' });
    const res = await exportFile(ctx, 'agent', `${BASE}export/?ids=${id},${plus}&workspace=alpha`);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Case ID,Case Name,Risk Level,Created At,Last Updated At,Assigned To,Status,Open Alerts',
    );
    expect(lines).toHaveLength(3);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.text).toContain(`"'+cmd, ""quoted"""`);
    expect(res.text).not.toMatch(/(^|,)[=+]/m);
    const xlsx = await exportFile(ctx, 'agent', `${BASE}export/?ids=${id}&format=xlsx&workspace=alpha`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const name = book.worksheets[0]?.getRow(2).getCell(2);
    expect(name?.type).toBe(ExcelJS.ValueType.String);
    expect(name?.value).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('moves the open alerts of the selected cases, counts them, and deletes cases (204)', async () => {
    const address = await fx.screenAddress();
    const open = await fx.newAlert(address.id, address.identifier);
    const closedStage = await fx.newAlert(address.id, address.identifier, 'Closed – True Positive');
    const id = await fx.createCase({ name: 'With alerts', addresses: [address.id] });
    expect((await call('GET', `${id}/`)).json().open_alerts_count).toBe(1);
    const stage = await fx.stageId('In Review');
    const res = await call('PUT', `update-open-alerts/?ids=${id}`, { workflow_stage: stage, comment });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1, skipped: [] });
    const alerts = await ctx.db
      .selectFrom('alerts')
      .select(['id', 'workflow_stage_id'])
      .where('id', 'in', [open, closedStage])
      .execute();
    expect(alerts.find((a) => a.id === open)?.workflow_stage_id).toBe(stage);
    // The alert's change is on the case's timeline as "alert updated".
    const trail = (await call('GET', `${id}/audit-trail/?type=1`)).json();
    expect(trail.results[0]).toMatchObject({ type: 1, context: { alert_id: open, to: 'In Review' } });
    const one = await call('DELETE', `${id}/`, undefined, 'admin');
    expect(one.statusCode).toBe(204);
    expect((await call('GET', `${id}/`)).statusCode).toBe(404);
    const x = await fx.createCase({ name: 'Delete X' });
    const y = await fx.createCase({ name: 'Delete Y' });
    const bulk = await call('DELETE', 'bulk/?q=Delete&tab=all&all_matching=true', undefined, 'admin');
    expect(bulk.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('cases').select('id').where('id', 'in', [x, y]).execute()).toEqual([]);
  });
});
