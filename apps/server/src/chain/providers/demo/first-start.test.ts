import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import type { DbHandle } from '../../../db/client.ts';
import { markSynced } from '../../store/index.ts';
import { demoReferenceDate, seedDemoWorldOnFirstStart } from './first-start.ts';

describe('demo world on first start', () => {
  let handle: DbHandle;
  const logged: string[] = [];
  const log = { info: (_details: object, message: string) => logged.push(message) };
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => handle?.close());

  it('generates the world when no chain was ever synced, and only then', async () => {
    const now = new Date('2025-06-30T00:00:00Z');
    const summary = await seedDemoWorldOnFirstStart(handle, log, { now, scale: 0.02 });
    expect(summary?.seed).toBe('riskscreen');
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatch(/^demo world generated in [\d.]+ s$/);
    const before = await handle.db
      .selectFrom('transfers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemoWorldOnFirstStart(handle, log, { now, scale: 0.02 })).toBeNull();
    const after = await handle.db
      .selectFrom('transfers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('leaves a store that already has synced chain data alone', async () => {
    const other = await createTestDb();
    try {
      await markSynced(other.db, { blockchain: 1, provider: 'evm', lastBlock: 5, lastBlockTime: null });
      expect(await seedDemoWorldOnFirstStart(other, log, { scale: 0.02 })).toBeNull();
      const rows = await other.db.selectFrom('chain_transactions').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('takes today at midnight UTC as the reference date', () => {
    expect(demoReferenceDate(new Date('2025-03-04T23:59:59+05:00')).toISOString()).toBe(
      '2025-03-04T00:00:00.000Z',
    );
    expect(demoReferenceDate(new Date('2025-03-04T23:59:59-05:00')).toISOString()).toBe(
      '2025-03-05T00:00:00.000Z',
    );
  });
});
