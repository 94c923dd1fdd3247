import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app.ts';
import { onDemandFetch } from '../../src/chain/on-demand.ts';
import type { ChainProviderConfig } from '../../src/chain/providers/config.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DbHandle } from '../../src/db/client.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Api } from '../../src/lib/module.ts';
import { openSession } from '../../src/modules/accounts/index.ts';
import { type ChainAccess, createChainAccess } from '../../src/modules/exposure/index.ts';
import { PgBossJobQueue } from '../../src/modules/platform/index.ts';
import { createOrganisation } from '../../src/modules/workspaces/index.ts';
import { createTestDb } from './test-db.ts';

export const TEST_PASSWORD = 'Password1';

/**
 * Two organisations. acme has workspaces alpha and beta; globex has gamma.
 * owner@acme.test is organisation admin; admin@ and agent@ are members of alpha; outsider@ of beta only.
 */
export const FIXTURE_USERS = {
  owner: 'owner@acme.test',
  admin: 'admin@acme.test',
  agent: 'agent@acme.test',
  outsider: 'outsider@acme.test',
  blocked: 'blocked@acme.test',
  foreigner: 'boss@globex.test',
} as const;
export type FixtureUser = keyof typeof FIXTURE_USERS;

export type TestApp = {
  app: Api;
  handle: DbHandle;
  db: DbHandle['db'];
  /** The app's chain access: for operations called directly with the app's dependencies. */
  chains: ChainAccess;
  config: Config;
  /** A bearer token for a fixture user (opens a real session). */
  token(user: FixtureUser): Promise<string>;
  /** The app's job queue (no workers run in tests: runJobs takes the queued jobs). */
  jobs: PgBossJobQueue;
  /** Run every queued job here and now until none is left; resolves to how many ran. */
  runJobs(): Promise<number>;
  /** inject() with the user's bearer token (or none with user null). */
  call(user: FixtureUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    demoWorld?: boolean;
    handle?: DbHandle;
    providers?: ChainProviderConfig;
    /** The app's request logger (none by default): a test reads what the server logs. */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  // A given database (e.g. one the CLI wrote) is brought to the latest schema and gets the fixture organisations.
  const handle = options.handle ?? (await createTestDb(options));
  if (options.handle) await migrateToLatest(handle.db);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: '/tmp/riskscreen-test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    }),
    loginRateLimit: 10_000,
    botCheckDifficulty: 1000,
    webDist: '/nonexistent',
    // runJobs drains in place: a delivery held back by a transaction running elsewhere on the server (the
    // PostgreSQL pass: another test file's) looks again at once instead of after a pause no drain waits for.
    eventHeldBackPauseSeconds: 0,
    // The demo world stands still unless a test asks it to move (demo.advance).
    demoAdvanceSeconds: 0,
    ...overrides,
  };
  await seedFixture(handle.db);
  // Providers given: an address the store does not know is fetched on demand, as the server does.
  const chains = createChainAccess(
    handle.db,
    options.providers ? onDemandFetch(handle.db, options.providers) : undefined,
  );
  const jobs = new PgBossJobQueue(handle, pino({ level: 'silent' }), { supervise: false });
  const app = await buildApp({
    db: handle.db,
    config,
    chains,
    jobs,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  const tokens = new Map<FixtureUser, string>();
  const token = async (user: FixtureUser) => {
    const cached = tokens.get(user);
    if (cached) return cached;
    const row = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', FIXTURE_USERS[user])
      .executeTakeFirstOrThrow();
    const pair = await openSession(handle.db, config, row.id);
    tokens.set(user, pair.access_token);
    return pair.access_token;
  };
  return {
    app,
    handle,
    db: handle.db,
    chains,
    config,
    jobs,
    async runJobs() {
      // Events written by the jobs (or the requests before) are delivered by jobs of their own: until none is left.
      // A delivery held back by an older transaction still running queues its next look at once here
      // (eventHeldBackPauseSeconds: 0 above), so the drain goes on until the events are out.
      let total = 0;
      for (;;) {
        await app.events.wake();
        const ran = await jobs.drain(app.jobDefinitions);
        if (ran === 0) return total;
        total += ran;
      }
    },
    token,
    async call(user, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (user) headers.authorization = `Bearer ${await token(user)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await jobs.stop();
      await app.close();
      await handle.close();
    },
  };
}

async function seedFixture(db: DbHandle['db']) {
  const password = TEST_PASSWORD;
  await createOrganisation(db, {
    slug: 'acme',
    name: 'Acme',
    workspaces: [
      { slug: 'alpha', name: 'Alpha' },
      { slug: 'beta', name: 'Beta' },
    ],
    users: [
      {
        email: FIXTURE_USERS.owner,
        firstName: 'Olga',
        lastName: 'Owner',
        password,
        isOrganizationAdmin: true,
        memberships: [],
      },
      {
        email: FIXTURE_USERS.admin,
        firstName: 'Adam',
        lastName: 'Admin',
        password,
        memberships: [{ workspace: 'alpha', role: 1, caseRole: 1 }],
      },
      {
        email: FIXTURE_USERS.agent,
        firstName: 'Ann',
        lastName: 'Agent',
        password,
        memberships: [{ workspace: 'alpha', role: 2, caseRole: 2 }],
      },
      {
        email: FIXTURE_USERS.outsider,
        firstName: 'Otto',
        lastName: 'Outsider',
        password,
        memberships: [{ workspace: 'beta', role: 1 }],
      },
      {
        email: FIXTURE_USERS.blocked,
        firstName: 'Bea',
        lastName: 'Blocked',
        password,
        isActive: false,
        memberships: [{ workspace: 'alpha', role: 2 }],
      },
    ],
  });
  await createOrganisation(db, {
    slug: 'globex',
    name: 'Globex',
    workspaces: [{ slug: 'gamma', name: 'Gamma' }],
    users: [
      {
        email: FIXTURE_USERS.foreigner,
        firstName: 'Gus',
        lastName: 'Boss',
        password,
        isOrganizationAdmin: true,
        memberships: [{ workspace: 'gamma', role: 1 }],
      },
    ],
  });
}
