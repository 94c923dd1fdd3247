import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A re-screen whose investigation tree is the one the live row stores leaves it unwritten (migration 0099: most of
 * a monitored address's re-screens find the same tree); a different tree, or a row whose stored hash does not match,
 * is written. Seen through a marker put in the stored tree: it survives a save of the same tree only.
 */
const address = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');

const ctx = useTestApp({}, { demoWorld: true });

async function screen(): Promise<number> {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: address.address, currency: address.blockchain },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { id: number }).id;
}

const stored = async (id: number) =>
  (
    await sql<{ tree: string; hash: string | null }>`
      SELECT investigation_tree::text AS tree, investigation_tree_hash AS hash FROM screened_addresses
      WHERE id = ${id}`.execute(ctx.db)
  ).rows[0]!;

const markTree = (id: number, hash?: string) =>
  sql`UPDATE screened_addresses SET investigation_tree = '{"marker":true}',
      investigation_tree_hash = coalesce(${hash ?? null}, investigation_tree_hash) WHERE id = ${id}`.execute(
    ctx.db,
  );

describe('the stored investigation tree', () => {
  it('is written when it changes and left as it is when a re-screen finds the same one', async () => {
    const id = await screen();
    const first = await stored(id);
    expect(first.hash).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(first.tree)).toHaveProperty('nodes');

    // The same chain data gives the same tree: the row's tree is not written again (the marker stays).
    await markTree(id);
    expect(await screen()).toBe(id);
    expect((await stored(id)).tree).toBe('{"marker":true}');

    // A hash that is not the new tree's: the tree is written, with its hash.
    await markTree(id, 'another-tree');
    await screen();
    expect(await stored(id)).toEqual(first);

    // The answer and the address page read the tree as screened.
    const page = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${id}/?workspace=alpha`,
    });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain(address.address);
  });
});
