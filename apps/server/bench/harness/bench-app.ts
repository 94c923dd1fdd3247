import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_DEMO_SEED, generateDemoWorld } from '../../src/chain/providers/demo/index.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db, DbHandle } from '../../src/db/client.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openSession } from '../../src/modules/accounts/index.ts';
import { PgBossJobQueue } from '../../src/modules/platform/index.ts';
import { DEMO_ACCOUNTS, seedDemoOrganisation } from '../../src/modules/workspaces/index.ts';

/** The demo organisation's password in every bench. */
const BENCH_PASSWORD = 'Bench-password1';

/** The demo organisation alone, for a bench that inserts its own rows. */
export const seedBenchOrganisation = (db: Db) => seedDemoOrganisation(db, BENCH_PASSWORD);

/**
 * Migrates, seeds the demo organisation and generates the demo world at `scale`; with `reuse` (a database kept
 * between runs) the world only when the database has none. Returns the generation's milliseconds.
 */
export async function seedDemoWorld(
  handle: DbHandle,
  { scale, now, reuse = false }: { scale: number; now: Date; reuse?: boolean },
): Promise<number> {
  const { db } = handle;
  await migrateToLatest(db);
  await seedBenchOrganisation(db);
  const started = performance.now();
  const hasWorld = async () =>
    (await db.selectFrom('chain_transactions').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (!reuse || !(await hasWorld()))
    await generateDemoWorld({ db, pglite: handle.pglite }, { seed: DEFAULT_DEMO_SEED, scale, now });
  return performance.now() - started;
}

/** A bench's job queue: silent and unsupervised (a bench drains it itself when it wants its jobs run). */
export const benchJobs = (handle: DbHandle) =>
  new PgBossJobQueue(handle, pino({ level: 'silent' }), { supervise: false });

/**
 * The API on a bench's database, not listening (a bench drives it with inject()), and a session token of `userId`:
 * by default the demo workspace's admin.
 */
export async function startBenchApp(
  handle: DbHandle,
  options: { userId?: number; jobs?: PgBossJobQueue; logger?: FastifyBaseLogger } = {},
) {
  const { db } = handle;
  const config = {
    ...loadConfig({
      DATA_DIR: '/tmp/riskscreen-bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    }),
    webDist: '/nonexistent',
  };
  const jobs = options.jobs ?? benchJobs(handle);
  const app = await buildApp({ db, config, jobs, logger: options.logger });
  const userId =
    options.userId ??
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS[1]!.email)
        .executeTakeFirstOrThrow()
    ).id;
  const token = (await openSession(db, config, userId)).access_token;
  return { app, token };
}
