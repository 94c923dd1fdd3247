import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { seedAlertListWorld } from './alert-list.fixture.ts';

/**
 * The alert list's Download through the download manager (decision 0032) with the selection rule of decision 0043:
 * the ticked ids, or all_matching=true with the list's filters and tab; neither selects nothing.
 */
const ctx = useTestApp();
const w = seededBeforeAll(() => seedAlertListWorld(ctx.db), 60_000);

const EXPORT = '/resolutioncenter/api/v4/alerts/export/?workspace=alpha';
const lines = (text: string) => text.trim().split(/\r?\n/);
const idsOf = (text: string) =>
  lines(text)
    .slice(1)
    .map((line) => Number(line.split(',')[0]));
const alertIds = (names: string[]) => names.map((name) => w.alerts[name] as number);

describe('the alert list download', () => {
  it('holds the ticked alerts, in the list order, with the list columns in words', async () => {
    const picked = alertIds(['open1', 'review', 'escalated']);
    const file = await exportFile(ctx, 'agent', `${EXPORT}&ids=${picked.join(',')}`);
    expect(lines(file.text)[0]).toBe(
      'Alert ID,Entity Type,Identifier,Blockchain,Customer Id,Rule,Policy Type,Risk Level,Status,Assigned To,Opened At,Last Updated At',
    );
    // Newest opened first, as the list shows them.
    expect(idsOf(file.text)).toEqual(alertIds(['escalated', 'review', 'open1']));
    const review = lines(file.text).find((line) => line.startsWith(`${w.alerts.review},`)) ?? '';
    expect(review).toContain(',In Review,');
    expect(review).toContain(w.rules.large.name);
  });

  it('holds every alert the filters and tab match with all_matching=true, and nothing without ids or the flag', async () => {
    const all = await exportFile(ctx, 'agent', `${EXPORT}&all_matching=true&tab=all`);
    const listed = await ctx.call('agent', {
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha&tab=all&limit=100',
    });
    const expected = (listed.json().results as { id: number }[]).map((r) => r.id);
    expect(idsOf(all.text)).toEqual(expected);
    const levelFive = await exportFile(ctx, 'agent', `${EXPORT}&all_matching=true&level=5`);
    const five = await ctx.call('agent', {
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha&level=5&limit=100',
    });
    expect(idsOf(levelFive.text)).toEqual((five.json().results as { id: number }[]).map((r) => r.id));
    expect(idsOf(levelFive.text).length).toBeLessThan(expected.length);
    // A call that lost its ids exports nothing, never the whole workspace.
    const neither = await exportFile(ctx, 'agent', EXPORT);
    expect(lines(neither.text)).toHaveLength(1);
  });

  it("never holds another workspace's alert, and writes XLSX with dates as dates", async () => {
    const file = await exportFile(ctx, 'agent', `${EXPORT}&ids=${w.alerts.beta},${w.alerts.open1}`);
    expect(idsOf(file.text)).toEqual([w.alerts.open1]);
    const xlsx = await exportFile(ctx, 'agent', `${EXPORT}&ids=${w.alerts.open1}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe(w.alerts.open1);
    expect(sheet?.getRow(2).getCell(11).value).toBeInstanceOf(Date);
    const outsider = await ctx.call('outsider', { method: 'GET', url: `${EXPORT}&ids=${w.alerts.open1}` });
    expect(outsider.statusCode).toBe(404);
  });
});
