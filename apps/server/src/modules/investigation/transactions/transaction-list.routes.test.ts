import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { writeBlocks } from '../../../chain/store/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { alphaRuleAlerts, expectForeignRuleMatchesNothing } from '../rule-name-filter.test-support.ts';
import { findDemoTransaction } from './transactions.test-support.ts';

type Row = {
  id: number;
  identifier: string;
  currency: number;
  risk_level: number;
  block_date_time: number | null;
};
const screened: Row[] = [];

const screen = async (identifier: string, currency: number, user: 'agent' | 'outsider' = 'agent') => {
  const workspace = user === 'agent' ? 'alpha' : 'beta';
  const res = await ctx.call(user, {
    method: 'POST',
    url: `/risk/api/v4/transactions/?workspace=${workspace}`,
    payload: { identifier, currency },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
};
const list = async (query = '') => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/risk/api/v4/transactions/?workspace=alpha${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; results: Row[] };
};
const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);

const ctx = useTestApp({}, { demoWorld: true });
beforeAll(async () => {
  const picks: [number, { from?: string; to?: string; type?: number }][] = [
    [0, { from: demo('btc.sanctioned-darknet').address, to: demo('btc.darknet-vendor').address }],
    [0, { from: demo('btc.whale').address }],
    [1, { from: demo('eth.whale').address }],
    [1, { from: demo('eth.sanctioned-person').address, type: 4 }],
    [10, { from: demo('tron.ponzi-victim').address }],
  ];
  for (const [chain, filter] of picks) {
    screened.push(await screen(await findDemoTransaction(ctx.db, chain, filter), chain));
  }
  // Someone else's screening, in another workspace: never listed in alpha.
  await screen(await findDemoTransaction(ctx.db, 0, { to: demo('btc.young').address }), 0, 'outsider');
}, 180_000);

describe('the transaction list', () => {
  it('pages the workspace rows newest first', async () => {
    const all = await list();
    expect(all.count).toBe(screened.length);
    expect(all.results.map((r) => r.id)).toEqual(screened.map((r) => r.id).reverse());
    const page = await list('&limit=2&offset=1');
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(1, 3).map((r) => r.id));
    expect(page.next).toContain('offset=3');
  });

  it('exports the list (queued) with the filters, or the selection, as CSV and XLSX', async () => {
    const all = await list();
    const csv = await exportFile(ctx, 'agent', '/risk/api/v4/transactions/export/?workspace=alpha');
    const records: string[][] = parse(csv.text);
    expect(records[0]?.[0]).toBe('Transaction');
    expect(records.slice(1).map((r) => r[0])).toEqual(all.results.map((r) => r.identifier));
    const picked = all.results.slice(0, 2).map((r) => r.id);
    const some: string[][] = parse(
      (
        await exportFile(
          ctx,
          'agent',
          `/risk/api/v4/transactions/export/?workspace=alpha&ids=${picked.join(',')}`,
        )
      ).text,
    );
    expect(some.slice(1).map((r) => r[0])).toEqual(all.results.slice(0, 2).map((r) => r.identifier));
    const xlsx = await exportFile(
      ctx,
      'agent',
      '/risk/api/v4/transactions/export/?workspace=alpha&format=xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const cells = book.worksheets[0]?.getColumn(1).values.slice(2) ?? [];
    expect(cells).toEqual(all.results.map((r) => r.identifier));
  });

  it('names the originator and beneficiary from the chain when no customer side is given', async () => {
    const all = (await list()) as unknown as {
      results: { identifier: string; originator: string | null; beneficiary: string | null }[];
    };
    const market = all.results.find((r) => r.identifier === screened[0]?.identifier);
    expect(market?.originator).toBe(demo('btc.sanctioned-darknet').address);
    // The market paid the vendor; the largest receiver may be its change, but a receiver is always named.
    expect(market?.beneficiary).toEqual(expect.any(String));
    expect(all.results.every((r) => r.originator !== null && r.beneficiary !== null)).toBe(true);
  });

  it('filters by risk level, currency and identifier; the string null means no filter', async () => {
    const critical = await list('&risk_level=5');
    expect(critical.results.length).toBeGreaterThanOrEqual(2);
    for (const r of critical.results) expect(r.risk_level).toBe(5);
    expect((await list('&risk_level=4,5')).count).toBeGreaterThanOrEqual(critical.count);
    const btc = await list('&currency=0');
    expect(btc.results.map((r) => r.currency)).toEqual([0, 0]);
    expect((await list('&currency=0,10')).count).toBe(3);
    const one = screened[2] as Row;
    const byHash = await list(`&q=${one.identifier.slice(0, 20).toUpperCase()}`);
    expect(byHash.results.map((r) => r.id)).toEqual([one.id]);
    expect((await list('&risk_level=null&currency=null&created_start_date=null')).count).toBe(
      screened.length,
    );
    const bad = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/transactions/?workspace=alpha&risk_level=x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('risk_level');
    const badDate = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/transactions/?workspace=alpha&created_start_date=2026-02-30',
    });
    expect(badDate.json()).toEqual({ created_start_date: ['Enter a valid date.'] });
  });

  it('filters by date added and by transaction date (whole UTC days)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`&created_start_date=${today}&created_end_date=${today}`)).count).toBe(
      screened.length,
    );
    expect((await list('&created_end_date=2020-01-01')).count).toBe(0);
    const target = screened[0] as Row;
    const day = new Date((target.block_date_time as number) * 1000).toISOString().slice(0, 10);
    const sameDay = await list(`&transaction_start_date=${day}&transaction_end_date=${day}`);
    expect(sameDay.results.map((r) => r.id)).toContain(target.id);
    for (const r of sameDay.results) {
      expect(new Date((r.block_date_time as number) * 1000).toISOString().slice(0, 10)).toBe(day);
    }
    const after = await list(`&transaction_start_date=${day}T23:59:59.999Z`);
    expect(after.results.map((r) => r.id)).not.toContain(target.id);
  });

  it('filters by last screened time (whole UTC days, as the date added range)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`&updated_start_date=${today}&updated_end_date=${today}`)).count).toBe(
      screened.length,
    );
    expect((await list('&updated_end_date=2020-01-01')).count).toBe(0);
    expect((await list('&updated_start_date=2999-01-01')).count).toBe(0);
    expect((await list('&updated_start_date=null&updated_end_date=')).count).toBe(screened.length);
    const first = screened[0] as Row & { last_screened_time: string };
    const after = await list(`&updated_start_date=${encodeURIComponent(first.last_screened_time)}`);
    expect(after.results.map((r) => r.id)).toContain(first.id);
    const bad = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/transactions/?workspace=alpha&updated_end_date=2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ updated_end_date: ['Enter a valid date.'] });
  });

  it('filters by the rule that raised an alert (any stage, case-insensitive); foreign rules match nothing', async () => {
    const { name, objectIds: expected } = await alphaRuleAlerts(ctx, 'transaction');
    const byRule = await list(`&rule_name=${encodeURIComponent(name?.toLowerCase() ?? '')}`);
    expect(byRule.results.map((r) => r.id).sort()).toEqual(expected.sort());
    expect((await list('&rule_name=No%20such%20rule')).count).toBe(0);
    expect((await list('&rule_name=null')).count).toBe(screened.length);

    // A beta rule, even with an alert whose object id is an alpha row's, matches nothing in alpha.
    const target = screened[1] as Row;
    await expectForeignRuleMatchesNothing(ctx, list, { kind: 'transaction', ...target }, { ruleType: 0 });
  });

  it('answers block_date_time null for an unconfirmed transaction, which no transaction date filter matches', async () => {
    const from = demo('eth.list-candidate').address;
    const to = demo('eth.young').address;
    const hash = `0x${'0c'.repeat(32)}`;
    await writeBlocks(ctx.db, 1, {
      native: { symbol: 'ETH', decimals: 18 },
      transactions: [
        {
          hash,
          blockNumber: null,
          blockTime: null,
          fee: '0.001',
          transfers: [{ type: 1, from, to, assetSymbol: 'ETH', amount: '1.5', valueUsd: 4_500 }],
        },
      ],
    });
    const row = await screen(hash, 1);
    expect(row).toMatchObject({ block_date_time: null, is_known_to_provider: true, is_confirmed: false });
    expect(row).toMatchObject({ value: 1.5, transaction_time: null });
    const all = await list('&transaction_start_date=2000-01-01');
    expect(all.results.map((r) => r.id)).not.toContain(row.id);
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/transactions/${row.id}/?workspace=alpha`,
    });
    expect(detail.json().from_addresses).toEqual([expect.objectContaining({ address: from, value: 1.5 })]);
  });
});
