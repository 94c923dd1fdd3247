import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import type { DbHandle } from '../../../db/client.ts';
import type { JobDefinition } from './job-types.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';

/**
 * The durable queue on the product's database (PGlite by default, the server with TEST_DATABASE_URL): a job
 * queued in a transaction exists exactly when the transaction commits, a job is taken once, and a failing job is
 * retried.
 */
let handle: DbHandle;
const silent = pino({ level: 'silent' });
const seen: string[] = [];
let failuresLeft = 0;
const attempts: boolean[] = [];
const definitions: JobDefinition[] = [
  {
    name: 'test.record',
    handler: async (data) => {
      seen.push(String(data.value));
    },
  },
  {
    name: 'test.flaky',
    retryLimit: 1,
    handler: async (data, context) => {
      attempts.push(context.finalAttempt);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('not yet');
      }
      seen.push(`flaky ${String(data.value)}`);
    },
  },
];

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('the durable job queue', () => {
  it('queues in the caller’s transaction: a rolled back job never runs, a committed one runs once', async () => {
    seen.length = 0;
    const queue = new PgBossJobQueue(handle, silent, { supervise: false });
    await queue.prepare(definitions);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await queue.send(trx, 'test.record', { value: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => {});
    await handle.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await queue.send(trx, 'test.record', { value: 'committed' });
    });
    await queue.send(handle.db, 'test.record', { value: 'plain' });
    expect(await queue.drain(definitions)).toBe(2);
    expect(seen.sort()).toEqual(['committed', 'plain']);
    expect(await queue.drain(definitions)).toBe(0);
    await queue.stop();
  });

  it('retries a job that throws, up to its retry limit, and tells the handler which attempt is the last', async () => {
    seen.length = 0;
    attempts.length = 0;
    failuresLeft = 1;
    const queue = new PgBossJobQueue(handle, silent, { supervise: false });
    await queue.prepare(definitions);
    await queue.send(handle.db, 'test.flaky', { value: 1 });
    // The retry waits out its delay (2 s), then the second attempt succeeds.
    await queue.drain(definitions);
    for (let i = 0; i < 40 && seen.length === 0; i += 1) {
      await sleep(250);
      await queue.drain(definitions);
    }
    expect(seen).toEqual(['flaky 1']);
    // retryLimit 1: the first attempt may be retried, the second is the last.
    expect(attempts).toEqual([false, true]);
    await queue.stop();
  });

  it('refuses a job for a queue nobody declared', async () => {
    const queue = new PgBossJobQueue(handle, silent, { supervise: false });
    await queue.prepare(definitions);
    await expect(queue.send(handle.db, 'test.unknown', {})).rejects.toThrow(/No job queue named/);
    await queue.stop();
  });

  it('runs jobs in workers, each taken by one worker of two', async () => {
    seen.length = 0;
    const first = new PgBossJobQueue(handle, silent, { supervise: false });
    const second = new PgBossJobQueue(handle, silent, { supervise: false });
    await first.startWorkers(definitions);
    await second.startWorkers(definitions);
    for (let i = 0; i < 20; i += 1) await first.send(handle.db, 'test.record', { value: `w${i}` });
    for (let i = 0; i < 80 && seen.length < 20; i += 1) await sleep(100);
    await sleep(600);
    expect(seen.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `w${i}`).sort());
    await first.stop();
    await second.stop();
  });

  it('gives a job whose worker died (no heartbeat) to another worker', { timeout: 90_000 }, async () => {
    seen.length = 0;
    let releaseDead: () => void = () => {};
    const dead = new PgBossJobQueue(handle, silent, { supervise: false });
    const hanging: JobDefinition[] = [
      {
        name: 'test.record',
        handler: () =>
          new Promise<void>((resolve) => {
            releaseDead = resolve;
          }),
      },
    ];
    await dead.prepare(hanging);
    await dead.send(handle.db, 'test.record', { value: 'survives' });
    // The first process takes the job and then stops answering: no heartbeat, no completion.
    const abandoned = dead.drain(hanging);
    for (let i = 0; i < 50 && seen.length === 0; i += 1) await sleep(50);
    const rescuer = new PgBossJobQueue(handle, silent, { supervise: true });
    await rescuer.startWorkers(definitions);
    for (let i = 0; i < 600 && seen.length === 0; i += 1) await sleep(100);
    expect(seen).toEqual(['survives']);
    await rescuer.stop();
    releaseDead();
    await abandoned.catch(() => {});
    await dead.stop();
  });
});
