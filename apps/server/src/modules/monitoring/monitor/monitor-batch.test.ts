import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeEthWorld } from '../../../../test/helpers/eth-world.ts';
import { priceEtherForJune2024 } from '../../../test-support/june-2024-ether.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importPublication, perCurrencyLists } from '../../attribution/test-support.ts';
import { followChanges } from './index.ts';

/**
 * A block that touches several monitored addresses: they are screened again together (one batch, one transaction),
 * each with its own reason, alert item and re-screen row; one whose screening cannot be written is counted and
 * logged, and the others of its batch are screened and recorded all the same.
 */
let sanctioned: string;
const SOURCE = '0x2222222222222222222222222222222222222222';
const A = '0x6666666666666666666666666666666666666666';
const B = '0x7777777777777777777777777777777777777777';
const C = '0x8888888888888888888888888888888888888888';
let block = 21_000_000;
const at = new Date('2024-06-01T12:00:00Z');
const warnings: string[] = [];
const log = pino(
  { level: 'warn' },
  { write: (line: string) => warnings.push(line) },
) as unknown as FastifyBaseLogger;

async function newBlock(transfers: { from: string; to: string; amount: string }[]) {
  block += 1;
  const transactions = transfers.map((t, i) => ({
    hash: `0x${block.toString(16).padStart(56, '0')}${i.toString(16).padStart(8, '0')}`,
    blockNumber: block,
    blockTime: at,
    transfers: [{ type: 1 as const, assetSymbol: 'ETH', ...t }],
  }));
  await writeEthWorld(ctx.db, transactions, at, block);
}
const follow = () => followChanges({ db: ctx.db, chains: ctx.chains }, { log });

const ids: Record<string, number> = {};
const rescreensOf = (identifier: string) =>
  ctx.db
    .selectFrom('monitor_rescreens')
    .select(['trigger', 'reason', 'risk_before', 'risk_after'])
    .where('identifier', '=', identifier)
    .orderBy('id')
    .execute();
const itemsOf = (identifier: string) =>
  ctx.db
    .selectFrom('alert_items as i')
    .innerJoin('alerts as a', 'a.id', 'i.alert_id')
    .select(['i.reason'])
    .where('a.object_type', '=', 'address')
    .where('a.object_id', '=', ids[identifier] ?? -1)
    .orderBy('i.id')
    .execute();
const commentsOf = (identifier: string) =>
  ctx.db
    .selectFrom('comments')
    .select(['body', 'author_id'])
    .where('object_type', '=', 'address')
    .where('object_id', '=', ids[identifier] ?? -1)
    .where('type', '=', 2)
    .orderBy('id')
    .execute();

const ctx = useTestApp();
beforeAll(async () => {
  const lists = perCurrencyLists();
  sanctioned = (lists.find((i) => i.name.endsWith('_ETH.txt'))?.text.split('\n')[0] ?? '').toLowerCase();
  await priceEtherForJune2024(ctx.db);
  await newBlock([A, B, C].map((to) => ({ from: SOURCE, to, amount: '1' })));
  await importPublication(ctx.db, 'ofac-list', lists, new Date('2024-09-27T00:00:00Z'));
  // The monitor starts following from here; level 1 (the default) monitors everything screened.
  await follow();
  for (const identifier of [A, B, C]) {
    ids[identifier] = (await screenAddress(ctx, identifier)).id;
  }
}, 120_000);

describe('the monitor, a batch at a time', () => {
  it('screens every monitored address a block touches together, each with its own reason, item and row', async () => {
    await newBlock([
      { from: sanctioned, to: A, amount: '5' },
      { from: sanctioned, to: B, amount: '6' },
    ]);
    const counts = await follow();
    expect(counts).toMatchObject({ transfers: 2, failed: 0 });
    expect(counts.rescreened).toBeGreaterThanOrEqual(2);
    for (const [identifier, amount] of [
      [A, '5'],
      [B, '6'],
    ] as const) {
      const [rescreen] = await rescreensOf(identifier);
      expect(rescreen?.trigger).toBe('transfer');
      expect(rescreen?.reason).toContain(`New funds received: ${amount} ETH`);
      expect(rescreen?.reason).toContain(`from ${sanctioned} (`);
      expect(rescreen?.reason).toContain(`to ${identifier} in transaction`);
      expect(rescreen?.risk_after).toBeGreaterThan(rescreen?.risk_before ?? 99);
      const items = await itemsOf(identifier);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.reason === rescreen?.reason)).toBe(true);
      const [comment] = await commentsOf(identifier);
      expect(comment?.author_id).toBeNull();
      expect(comment?.body).toContain(`to ${identifier} in transaction`);
    }
  });

  it('counts and logs an address whose screening fails; the others of its batch are screened and recorded', async () => {
    const before = { a: (await itemsOf(A)).length, b: (await itemsOf(B)).length };
    // C was two hops from the first block's funds (through SOURCE): screened again then, with that reason.
    const cBefore = { rescreens: await rescreensOf(C), items: await itemsOf(C) };
    const cLive = await ctx.db
      .selectFrom('screened_addresses')
      .select(['risk_level'])
      .where('id', '=', ids[C] ?? -1)
      .executeTakeFirstOrThrow();
    await sql`CREATE FUNCTION refuse_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'alert items refused'; END $$`.execute(ctx.db);
    await sql`CREATE TRIGGER refuse_items BEFORE INSERT ON alert_items FOR EACH ROW
      WHEN (NEW.identifier = ${sql.lit(C)}) EXECUTE FUNCTION refuse_items()`.execute(ctx.db);
    let counts: Awaited<ReturnType<typeof follow>>;
    try {
      await newBlock([A, B, C].map((to) => ({ from: sanctioned, to, amount: '7' })));
      counts = await follow();
    } finally {
      await sql`DROP TRIGGER refuse_items ON alert_items`.execute(ctx.db);
      await sql`DROP FUNCTION refuse_items()`.execute(ctx.db);
    }
    expect(counts.failed).toBe(1);
    expect(warnings.some((w) => w.includes('monitor: re-screen failed') && w.includes(C))).toBe(true);
    for (const [identifier, had] of [
      [A, before.a],
      [B, before.b],
    ] as const) {
      const rescreens = await rescreensOf(identifier);
      expect(rescreens).toHaveLength(2);
      expect(rescreens[1]?.reason).toContain(`New funds received: 7 ETH`);
      const items = await itemsOf(identifier);
      expect(items.length).toBeGreaterThan(had);
      expect(items.at(-1)?.reason).toBe(rescreens[1]?.reason);
    }
    // C's screening rolled back whole: no row of the monitor, no alert, its live row as it was.
    expect(await rescreensOf(C)).toEqual(cBefore.rescreens);
    expect(await itemsOf(C)).toEqual(cBefore.items);
    const live = await ctx.db
      .selectFrom('screened_addresses')
      .select(['risk_level'])
      .where('id', '=', ids[C] ?? -1)
      .executeTakeFirstOrThrow();
    expect(live.risk_level).toBe(cLive.risk_level);
  });

  it('stores each re-screen whose level stays as it was, written with the batch’s others', async () => {
    const live = () =>
      ctx.db
        .selectFrom('screened_addresses')
        .select(['id', 'risk_level', 'last_screened_time', sql<string>`result::text`.as('result')])
        .where('id', 'in', [ids[A] ?? -1, ids[B] ?? -1])
        .orderBy('id')
        .execute();
    const before = await live();
    // Unattributed funds: A and B keep their level; their reports still change (more received).
    await newBlock([
      { from: SOURCE, to: A, amount: '2' },
      { from: SOURCE, to: B, amount: '3' },
    ]);
    expect(await follow()).toMatchObject({ failed: 0 });
    const after = await live();
    expect(after.map((r) => r.risk_level)).toEqual(before.map((r) => r.risk_level));
    for (const [i, row] of after.entries()) {
      expect(new Date(row.last_screened_time).getTime()).toBeGreaterThan(
        new Date(before[i]?.last_screened_time ?? 0).getTime(),
      );
      expect(row.result).not.toBe(before[i]?.result);
    }
    // What the address page shows is what was screened: the row reads back as a whole report.
    const page = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${ids[A]}/?workspace=alpha`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: ids[A], risk_level: after[0]?.risk_level });
  });
});
