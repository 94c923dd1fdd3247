import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { liveResultText } from '../entity-audit/index.ts';
import { reportOf, storedReport } from './stored-report.ts';

describe('a report as its live row stores it', () => {
  const report = {
    identifier: 'bc1q-origin',
    exposure: {
      incoming: { total: 5 },
      investigation_tree: { nodes: [{ id: 'n1', addresses: ['bc1q-counterparty'] }], truncated: false },
    },
  };

  it('keeps the tree apart and puts it back', () => {
    const stored = storedReport(report);
    expect(JSON.parse(stored.result)).toEqual({
      identifier: 'bc1q-origin',
      exposure: { incoming: { total: 5 } },
    });
    expect(JSON.parse(stored.investigation_tree)).toEqual(report.exposure.investigation_tree);
    expect(reportOf(JSON.parse(stored.result), JSON.parse(stored.investigation_tree))).toEqual(report);
  });

  it('reads a row written before the tree had its column as it was', () => {
    expect(reportOf(report, null)).toBe(report);
  });
});

describe('a screened address on the database', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({}, { demoWorld: true });
  }, 180_000);
  afterAll(() => ctx.close());

  it('keeps its tree out of the jsonb report, and answers with it whole', async () => {
    const obj = demoObject(DEFAULT_DEMO_SEED, 'btc.darknet-2hop');
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: obj.address, currency: obj.blockchain },
    });
    expect(screened.statusCode).toBe(200);
    const { id } = screened.json();
    const { rows } = await sql<{ has_tree_inside: boolean; tree: { nodes: { addresses: string[] }[] } }>`
      SELECT result->'exposure' ? 'investigation_tree' AS has_tree_inside, investigation_tree AS tree
      FROM screened_addresses WHERE id = ${id}`.execute(ctx.db);
    expect(rows[0]?.has_tree_inside).toBe(false);
    const stored = rows[0]?.tree;
    expect(stored?.nodes.length).toBeGreaterThan(1);
    const tree = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${id}/investigation-tree/?workspace=alpha`,
    });
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual(stored);
    // What the previous screening showed, for a later one's delisting check, still names the tree's addresses.
    const counterparty = stored?.nodes.flatMap((n) => n.addresses).find((a) => a !== obj.address) ?? '';
    expect(counterparty).not.toBe('');
    expect(await liveResultText(ctx.db, 'address', id)).toContain(counterparty);
  });

  it('moves the tree of a row screened before into its column (migration 0029)', async () => {
    const { id } = (
      await ctx.call('agent', {
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=alpha',
        payload: { identifier: demoObject(DEFAULT_DEMO_SEED, 'btc.young').address, currency: 0 },
      })
    ).json();
    const before = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${id}/investigation-tree/?workspace=alpha`,
    });
    // The row as the earlier schema wrote it: the tree inside the report, no column.
    await sql`UPDATE screened_addresses
      SET result = jsonb_set(result, '{exposure,investigation_tree}', investigation_tree::jsonb), investigation_tree = NULL
      WHERE id = ${id}`.execute(ctx.db);
    const unmoved = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${id}/investigation-tree/?workspace=alpha`,
    });
    expect(unmoved.json()).toEqual(before.json());
    const { up } = await import('../../../db/migrations/0029_live_row_trees.ts');
    await sql`ALTER TABLE screened_addresses DROP COLUMN investigation_tree`.execute(ctx.db);
    await sql`ALTER TABLE screened_transactions DROP COLUMN investigation_tree`.execute(ctx.db);
    await up(ctx.db as never);
    const { rows } = await sql<{ has_tree_inside: boolean; has_column: boolean }>`
      SELECT result->'exposure' ? 'investigation_tree' AS has_tree_inside, investigation_tree IS NOT NULL AS has_column
      FROM screened_addresses WHERE id = ${id}`.execute(ctx.db);
    expect(rows[0]).toEqual({ has_tree_inside: false, has_column: true });
    const moved = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${id}/investigation-tree/?workspace=alpha`,
    });
    expect(moved.json()).toEqual(before.json());
  });
});
