import Fastify from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../../plugins/error-handler.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { ScreeningBatch } from './screening-batch.ts';

/**
 * A batch of screenings (the monitor's, a bulk upload's) and a single screening of one of its objects, at once,
 * under a credit limit. A single screening takes the organisation's row (its credit) and then the object's live
 * row; a batch that locked its live rows first and the organisation's row at its first screening deadlocked with
 * it: PostgreSQL aborted one of the two (a 500 under load with two API processes). The batch now takes the
 * organisation's row before its live rows, so the single screening waits for the batch and both succeed.
 * PostgreSQL only (vitest.config.ts, SERVER_ONLY): the embedded database runs one transaction at a time.
 */
let workspaceId: number;
const identifier = `0x${'5a'.repeat(20)}`;

const ctx = useTestApp();
beforeAll(async () => {
  const workspace = await ctx.db
    .selectFrom('workspaces')
    .select(['id', 'organization_id'])
    .where('slug', '=', 'alpha')
    .executeTakeFirstOrThrow();
  workspaceId = workspace.id;
  await ctx.db
    .updateTable('organizations')
    .set({ credit_limit: 1000 })
    .where('id', '=', workspace.organization_id)
    .execute();
});

const screen = () =>
  ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier, currency: 1 },
  });

/** Until another session of the database waits for a lock (the single screening, blocked by the batch). */
async function someoneWaitsForALock(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no session came to wait for a lock');
}

describe('a batch of screenings beside a single screening of one of its objects', () => {
  it('takes the locks in the single screening’s order: both succeed, one after the other', async () => {
    expect((await screen()).statusCode).toBe(200);
    let single: ReturnType<typeof screen> | undefined;
    await ctx.db.transaction().execute(async (trx) => {
      const batch = new ScreeningBatch();
      await batch.lockLiveRows(
        trx,
        workspaceId,
        [{ type: 'address', blockchain: 1, identifier }],
        new Date(),
      );
      single = screen();
      await someoneWaitsForALock();
      // The batch's first screening takes its credit: with the organisation's row held by the single screening
      // (the old order), this waited for it while it waited for the live row.
      await batch.credits.consume(trx, workspaceId, new Date());
    });
    const answer = await single;
    expect(answer?.statusCode).toBe(200);
  });
});

describe('a request whose transaction the database aborts to break a deadlock', () => {
  it('answers 503 with Retry-After (nothing of it is stored: it may be sent again), not 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    // Two requests lock the same two rows in opposite orders, each waiting until the other holds its first.
    const ids = (await ctx.db.selectFrom('workspaces').select('id').orderBy('id').limit(2).execute()).map(
      (w) => w.id,
    );
    let holding = 0;
    app.get<{ Querystring: { reverse?: string } }>('/deadlock', async (request) => {
      const order = request.query.reverse ? [...ids].reverse() : ids;
      await ctx.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM workspaces WHERE id = ${order[0]} FOR UPDATE`.execute(trx);
        holding += 1;
        while (holding < 2) await new Promise((resolve) => setTimeout(resolve, 10));
        await sql`SELECT id FROM workspaces WHERE id = ${order[1]} FOR UPDATE`.execute(trx);
      });
      return { ok: true };
    });
    try {
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/deadlock' }),
        app.inject({ method: 'GET', url: '/deadlock?reverse=1' }),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 503]);
      const refused = answers.find((a) => a.statusCode === 503);
      expect(refused?.headers['retry-after']).toBe('1');
      expect(refused?.json()).toMatchObject({ code: 'server_busy' });
    } finally {
      await app.close();
    }
  });
});
