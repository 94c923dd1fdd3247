import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import {
  advanceDemoWorld,
  DEFAULT_DEMO_SEED,
  demoAdvanceBlock,
  demoCatalogue,
} from '../../../chain/providers/demo/index.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { DEMO_ADVANCE_JOB, queueDemoAdvance } from './index.ts';

/**
 * The demo world advancing on a timer (decision 0074) on the test demo world: each run of demo.advance writes the
 * demo Ethereum's next block through the store's path, the monitor follows it, and a screened demo customer paid by
 * a risky demo entity gets an alert item whose reason names the transfer and the entity. Two runs at once store one
 * block.
 */
const INTERVAL = 30;
const CUSTOMERS = ['eth.dex-user', 'eth.list-candidate', 'eth.young', 'eth.dormant', 'eth.range-bound'];

/** Ethereum's last synced block in the file's app, or in another one. */
const lastBlock = async (app: Pick<TestApp, 'db'> = ctx) => {
  const row = await app.db
    .selectFrom('chain_sync')
    .select(['last_synced_block', 'provider'])
    .where('blockchain', '=', 1)
    .executeTakeFirstOrThrow();
  return { block: Number(row.last_synced_block), provider: row.provider };
};
/** The last block is an hour old: the next run is due (instead of waiting the interval out). */
const ageLastBlock = () =>
  sql`UPDATE chain_sync SET last_synced_block_timestamp = now() - interval '1 hour' WHERE blockchain = 1`.execute(
    ctx.db,
  );
/** The interval passes: the last block is old and the run the last one queued is due now. */
const intervalPasses = async () => {
  await ageLastBlock();
  await sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${DEMO_ADVANCE_JOB} AND state = 'created'`.execute(
    ctx.db,
  );
};

const ctx = useTestApp({ demoAdvanceSeconds: INTERVAL }, { demoWorld: true });

describe('the demo world advancing on a timer', () => {
  it('writes a block a run, and the monitor raises an item naming the risky transfer and its entity', async () => {
    const addresses = new Map(demoCatalogue(DEFAULT_DEMO_SEED).map((o) => [o.key, o.address]));
    const ids = new Map<string, number>();
    for (const key of CUSTOMERS) {
      const identifier = addresses.get(key) as string;
      ids.set(identifier, (await screenAddress(ctx, identifier)).id);
    }
    // The monitor has not run yet: the advance starts it following before its first block, which is then followed.
    expect(await ctx.db.selectFrom('monitor_cursors').select('name').execute()).toEqual([]);

    const start = await lastBlock();
    expect(start.provider).toBe('demo');
    let risky: ReturnType<typeof demoAdvanceBlock>['risky'] = null;
    // The server queues the first run at start; each run queues the next the interval later.
    await ageLastBlock();
    await queueDemoAdvance(ctx);
    for (let tick = 1; tick <= 3 && !risky; tick++) {
      if (tick > 1) await intervalPasses();
      await ctx.runJobs();
      const now = await lastBlock();
      expect(now.block).toBe(start.block + tick);
      const block = demoAdvanceBlock(DEFAULT_DEMO_SEED, now.block, new Date());
      const stored = await ctx.db
        .selectFrom('chain_transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('blockchain', '=', 1)
        .where('block_number', '=', now.block)
        .executeTakeFirstOrThrow();
      expect(stored.n).toBe(block.transactions.length);
      expect(block.transactions.length).toBeGreaterThanOrEqual(12);
      expect(block.transactions.length).toBeLessThanOrEqual(25);
      risky = block.risky;
    }
    expect(risky, 'one of three blocks carries a risky payment').not.toBeNull();
    const { from, to, hash } = risky as NonNullable<typeof risky>;
    const entities = await ctx.db
      .selectFrom('labels')
      .innerJoin('entities', 'entities.id', 'labels.entity_id')
      .select('entities.name')
      .where('labels.blockchain', '=', 1)
      .where('labels.address', '=', from)
      .execute();
    expect(entities.length).toBeGreaterThan(0);

    const id = ids.get(to) as number;
    const alerts = (
      await ctx.call('agent', {
        method: 'GET',
        url: `/resolutioncenter/api/v4/address/${id}/alerts/?workspace=alpha`,
      })
    ).json().results as { id: number }[];
    const reasons: string[] = [];
    for (const alert of alerts) {
      const items = (
        await ctx.call('agent', {
          method: 'GET',
          url: `/resolutioncenter/api/v4/alerts/${alert.id}/items/?workspace=alpha`,
        })
      ).json().results as { reason: string | null }[];
      for (const item of items) if (item.reason) reasons.push(item.reason);
    }
    const reason = reasons.find((r) => r.includes(hash));
    expect(reason, JSON.stringify(reasons)).toBeDefined();
    expect(reason).toContain(`New funds received: `);
    expect(reason).toContain(`from ${from} (`);
    expect(entities.some((e) => reason?.includes(e.name))).toBe(true);
    expect(reason).toContain(`to ${to} in transaction ${hash}`);

    // The run queued the next one the interval later: none is left to run now.
    expect(await ctx.runJobs()).toBe(0);
  }, 180_000);

  it('stores one block when two runs write at once', async () => {
    await ageLastBlock();
    const before = await lastBlock();
    const now = new Date();
    const runs = await Promise.all([
      advanceDemoWorld(ctx.db, { seed: DEFAULT_DEMO_SEED, now, intervalSeconds: INTERVAL }),
      advanceDemoWorld(ctx.db, { seed: DEFAULT_DEMO_SEED, now, intervalSeconds: INTERVAL }),
    ]);
    expect(runs.some((run) => run.written)).toBe(true);
    const after = await lastBlock();
    expect(after.block).toBe(before.block + 1);
    const expected = demoAdvanceBlock(DEFAULT_DEMO_SEED, after.block, now).transactions.length;
    const stored = await ctx.db
      .selectFrom('transfers')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('blockchain', '=', 1)
      .where('block_number', '=', after.block)
      .executeTakeFirstOrThrow();
    expect(stored.n).toBe(expected);
    // Not due again until the interval has passed since that block.
    const again = await advanceDemoWorld(ctx.db, { seed: DEFAULT_DEMO_SEED, now, intervalSeconds: INTERVAL });
    expect(again).toEqual({ written: false, waitSeconds: INTERVAL });
    expect((await lastBlock()).block).toBe(after.block);
  });

  it('keeps the demo world still in a test app that does not ask for it', async () => {
    const still = await createTestApp({}, { demoWorld: true });
    try {
      expect(still.config.demoAdvanceSeconds).toBe(0);
      const before = (await lastBlock(still)).block;
      await queueDemoAdvance(still);
      await still.runJobs();
      const after = (await lastBlock(still)).block;
      expect(after).toBe(before);
    } finally {
      await still.close();
    }
  }, 120_000);
});
