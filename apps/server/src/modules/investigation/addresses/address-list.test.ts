import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { alphaRuleAlerts, expectForeignRuleMatchesNothing } from '../rule-name-filter.test-support.ts';

const ALPHA = [
  'btc.sanctioned-darknet',
  'eth.exchange-hot',
  'btc.whale',
  'tron.ponzi',
  'eth.company',
  'eth.list-candidate',
];
type Summary = {
  id: number;
  identifier: string;
  currency: number;
  risk_level: number;
  customer_id: string | null;
  tag_type_verbose: string | null;
  tag_name_verbose: string | null;
  created_at: string;
};
const screened = new Map<string, Summary>();

// The shared test world: generateDemoWorld with DEFAULT_DEMO_SEED, scale 0.2, now 2026-11-01 (TEST_WORLD).
const ctx = useTestApp({}, { demoWorld: true });
beforeAll(async () => {
  for (const key of ALPHA) {
    const obj = demo(key);
    const res = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: {
        identifier: obj.address,
        currency: obj.blockchain,
        ...(key === 'eth.list-candidate' ? { customer_id: 'CUST-4242', type: 1 } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    screened.set(key, res.json());
  }
  const other = demo('btc.young');
  await ctx.call('outsider', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=beta',
    payload: { identifier: other.address, currency: other.blockchain },
  });
}, 180_000);

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
const list = async (query = '') => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/risk/api/v4/addresses/?workspace=alpha${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; results: Summary[] };
};
const keysOf = (rows: Summary[]) =>
  rows.map((r) => [...screened.entries()].find(([, s]) => s.id === r.id)?.[0]).sort();

describe('the address list', () => {
  it("lists the workspace's screened addresses newest first, paged by 20 or the limit", async () => {
    const all = await list();
    expect(all.count).toBe(ALPHA.length);
    expect(keysOf(all.results)).toEqual([...ALPHA].sort());
    const created = all.results.map((r) => Date.parse(r.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const first = await list('&limit=4');
    expect(first.results).toHaveLength(4);
    expect(first.next).toContain('offset=4');
    const second = await list('&limit=4&offset=4');
    expect([...first.results, ...second.results].map((r) => r.id)).toEqual(all.results.map((r) => r.id));
  });

  it('searches the identifier and the customer id, case-insensitively', async () => {
    const whale = demo('btc.whale').address;
    expect(keysOf((await list(`&q=${whale.slice(5, 15)}`)).results)).toEqual(['btc.whale']);
    expect(keysOf((await list('&q=cust-42')).results)).toEqual(['eth.list-candidate']);
    expect((await list('&q=100%25_')).count).toBe(0);
  });

  it('filters by risk level, chain, entity type and name, and dates', async () => {
    expect(keysOf((await list('&risk_level=5')).results)).toEqual(['btc.sanctioned-darknet']);
    expect((await list('&risk_level=null')).count).toBe(ALPHA.length);
    expect(keysOf((await list('&currency=0,10')).results)).toEqual([
      'btc.sanctioned-darknet',
      'btc.whale',
      'tron.ponzi',
    ]);
    const exchange = (await list('&tag_type_verboses=Exchange')).results;
    expect(keysOf(exchange)).toEqual(['eth.exchange-hot']);
    const unknown = (await list('&tag_type_verboses=Unknown')).results;
    expect(unknown.every((r) => r.tag_type_verbose === null)).toBe(true);
    expect(unknown.length).toBeGreaterThan(0);
    const names = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/addresses/direct-tag-data/name-verboses/?workspace=alpha',
    });
    expect(names.json()).toContain(exchange[0]?.tag_name_verbose);
    expect(names.json()).toEqual([...names.json()].sort());
    const byName = await list(
      `&tag_name_verboses=${encodeURIComponent(exchange[0]?.tag_name_verbose ?? '')}`,
    );
    expect(keysOf(byName.results)).toEqual(['eth.exchange-hot']);
    const today = (await list()).results[0]?.created_at.slice(0, 10) ?? '';
    expect((await list(`&created_start_date=${today}&created_end_date=${today}`)).count).toBe(ALPHA.length);
    expect((await list(`&start_date=${today}`)).count).toBe(ALPHA.length);
    expect((await list('&created_end_date=2020-01-01')).count).toBe(0);
    const bad = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/addresses/?workspace=alpha&risk_level=high',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the selection, or what the filters match, through the Download manager', async () => {
    const ids = ['btc.whale', 'tron.ponzi'].map((k) => screened.get(k)?.id).join(',');
    const file = await exportFile(ctx, 'agent', `/risk/api/v4/addresses/export/?workspace=alpha&ids=${ids}`);
    expect(file.headers['content-disposition']).toContain('attachment; filename="addresses.csv"');
    const records: string[][] = parse(file.text);
    expect(records[0]?.slice(0, 3)).toEqual(['Identifier', 'Blockchain', 'Risk Level']);
    expect(
      records
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([demo('btc.whale').address, demo('tron.ponzi').address].sort());
    const critical: string[][] = parse(
      (await exportFile(ctx, 'agent', '/risk/api/v4/addresses/export/?workspace=alpha&risk_level=5')).text,
    );
    expect(critical.slice(1).map((r) => [r[0], r[2]])).toEqual([
      [demo('btc.sanctioned-darknet').address, 'Critical'],
    ]);
    // The file holds what the list shows for the same filters, in the list's order.
    const all = await list();
    const everything: string[][] = parse(
      (await exportFile(ctx, 'agent', '/risk/api/v4/addresses/export/?workspace=alpha')).text,
    );
    expect(everything.slice(1).map((r) => r[0])).toEqual(all.results.map((r) => r.identifier));
    const foreign = await exportFile(
      ctx,
      'outsider',
      `/risk/api/v4/addresses/export/?workspace=beta&ids=${ids}`,
    );
    expect(parse(foreign.text)).toHaveLength(1);
  });

  it('exports a spreadsheet with ?format=xlsx: the same rows, identifiers as text cells', async () => {
    const file = await exportFile(ctx, 'agent', '/risk/api/v4/addresses/export/?workspace=alpha&format=xlsx');
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('filename="addresses.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    const header = [1, 2, 3].map((n) => sheet?.getRow(1).getCell(n).value);
    expect(header).toEqual(['Identifier', 'Blockchain', 'Risk Level']);
    const all = await list();
    const identifiers = Array.from({ length: all.count }, (_, i) => sheet?.getRow(i + 2).getCell(1).value);
    expect(identifiers).toEqual(all.results.map((r) => r.identifier));
    expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    const bad = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/addresses/export/?workspace=alpha&format=pdf',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by the rule that raised an alert (any stage, case-insensitive), also in the export', async () => {
    const { name, objectIds: expected } = await alphaRuleAlerts(ctx, 'address');
    const byRule = await list(`&rule_name=${encodeURIComponent(` ${name?.toUpperCase()} `)}`);
    expect(byRule.results.map((r) => r.id).sort()).toEqual(expected.sort());
    expect((await list('&rule_name=No%20such%20rule')).count).toBe(0);
    expect((await list(`&rule_name=${encodeURIComponent(name?.slice(0, -1) ?? '')}`)).count).toBe(0);
    expect((await list('&rule_name=null')).count).toBe(ALPHA.length);
    const csv: string[][] = parse(
      (
        await exportFile(
          ctx,
          'agent',
          `/risk/api/v4/addresses/export/?workspace=alpha&rule_name=${encodeURIComponent(name ?? '')}`,
        )
      ).text,
    );
    expect(
      csv
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(byRule.results.map((r) => r.identifier).sort());

    // A rule of another workspace, even with an alert whose object id is an alpha row's, matches nothing here.
    const whale = screened.get('btc.whale') as Summary;
    await expectForeignRuleMatchesNothing(ctx, list, { kind: 'address', ...whale });
  });

  it('filters by custom tags and lists (any of them), also in the export; foreign tags match nothing', async () => {
    const post = async (user: 'admin' | 'owner', url: string, payload: Record<string, unknown>) => {
      const res = await ctx.call(user, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number };
    };
    const tag = await post('admin', '/risk/api/v4/custom-tags/?workspace=alpha', {
      name: 'Watched',
      description: 'd',
    });
    const alphaList = await post('admin', '/risk/api/v4/custom-tags/?workspace=alpha', {
      name: 'Known partners',
      description: '',
      risk_level: 2,
      is_in_custom_list: true,
    });
    for (const key of ['btc.whale', 'tron.ponzi']) {
      await post(
        'admin',
        `/risk/api/v4/addresses/${screened.get(key)?.id}/update-custom-tags/?workspace=alpha`,
        {
          custom_tag_ids: [tag.id],
        },
      );
    }
    await post('admin', '/risk/api/v4/custom-tagged-addresses/?workspace=alpha', {
      custom_tag_id: alphaList.id,
      addresses: [demo('btc.sanctioned-darknet').address],
    });
    expect(keysOf((await list(`&custom_tags=${tag.id}`)).results)).toEqual(['btc.whale', 'tron.ponzi']);
    expect(keysOf((await list(`&custom_tags=${alphaList.id}`)).results)).toEqual(['btc.sanctioned-darknet']);
    expect(keysOf((await list(`&custom_tags=${tag.id},${alphaList.id}&risk_level=5`)).results)).toEqual([
      'btc.sanctioned-darknet',
    ]);
    expect((await list(`&custom_tags=${tag.id},${alphaList.id}`)).count).toBe(3);
    expect((await list('&custom_tags=null')).count).toBe(ALPHA.length);
    expect((await list('&custom_tags=2147483648')).count).toBe(0);
    const csv: string[][] = parse(
      (
        await exportFile(
          ctx,
          'agent',
          `/risk/api/v4/addresses/export/?workspace=alpha&custom_tags=${alphaList.id}`,
        )
      ).text,
    );
    expect(csv.slice(1).map((r) => r[0])).toEqual([demo('btc.sanctioned-darknet').address]);

    // Another workspace's list holding an alpha address: the id names nothing in alpha.
    const betaList = await post('owner', '/risk/api/v4/custom-tags/?workspace=beta', {
      name: 'Beta list',
      description: '',
      risk_level: 2,
      is_in_custom_list: true,
    });
    await post('owner', '/risk/api/v4/custom-tagged-addresses/?workspace=beta', {
      custom_tag_id: betaList.id,
      addresses: [demo('eth.exchange-hot').address],
    });
    expect((await list(`&custom_tags=${betaList.id}`)).count).toBe(0);
    expect(keysOf((await list(`&custom_tags=${betaList.id},${tag.id}`)).results)).toEqual([
      'btc.whale',
      'tron.ponzi',
    ]);

    const bad = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/addresses/?workspace=alpha&custom_tags=1,abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('custom_tags');
  });

  it('leaves out archived addresses', async () => {
    const id = screened.get('eth.company')?.id;
    await ctx.call('admin', { method: 'DELETE', url: `/risk/api/v4/addresses/${id}/?workspace=alpha` });
    const all = await list();
    expect(all.count).toBe(ALPHA.length - 1);
    expect(all.results.map((r) => r.id)).not.toContain(id);
  });
});
