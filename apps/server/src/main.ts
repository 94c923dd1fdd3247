import { buildApp } from './app.ts';
import { openDatabaseWithChainStore } from './chain/chain-store/index.ts';
import { onDemandFetch } from './chain/on-demand.ts';
import { seedDemoWorldOnFirstStart } from './chain/providers/demo/index.ts';
import { type ChainSyncWorker, startChainSyncWorker } from './chain/sync-worker.ts';
import { type Config, loadConfig } from './config.ts';
import { EmbeddedDatabaseInUseError } from './db/embedded-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startUpLock } from './db/start-up-lock.ts';
import { createLogger } from './lib/logger.ts';
import { queueCloseArchivedAlerts } from './modules/alerts/index.ts';
import { createChainAccess, createExposureTracer } from './modules/exposure/index.ts';
import { queueDemoAdvance, queueMonitorRun, queueSanctionsRefresh } from './modules/monitoring/index.ts';
import { PgBossJobQueue } from './modules/platform/index.ts';
import { wireModules } from './modules/wiring.ts';
import {
  DEMO_ACCOUNTS,
  demoPassword,
  populateDemoWorkspace,
  seedDemoOrganisation,
} from './modules/workspaces/index.ts';

/** A start-up failure the operator can act on: one line, exit code 1, no stack trace. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
// Credentials (API keys, tokens, download links) are redacted from every line (lib/logger.ts).
const logger = createLogger(config.logLevel);
const { services } = config;
const servesApi = services !== 'worker';
const runsWorker = services !== 'api';
// The embedded database is opened by one process: splitting the services needs PostgreSQL.
if (services !== 'both' && !config.databaseUrl) {
  refuse(
    `SERVICES=${services} needs a PostgreSQL server (DATABASE_URL): the embedded database is opened by one ` +
      'process at a time, which then runs both.',
  );
}

// The lock on the embedded database is taken before it is opened (or migrated): a second server on the same
// DATA_DIR stops here and leaves the first one's lock alone.
const handle = await openDatabaseWithChainStore(config, 'the server').catch((error: unknown) => {
  if (error instanceof EmbeddedDatabaseInUseError) refuse(error.message);
  throw error;
});
logger.info(
  {
    database: handle.kind,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    services,
    exposureThreads: config.exposureThreads,
  },
  'database opened',
);
// Processes starting together on one PostgreSQL migrate, seed and install the job queue one after the other
// (Kysely's migration lock alone would let two of them seed the demo at once).
const startUp = await startUpLock(handle);
await migrateToLatest(handle.db);

// Chain data from the configured providers: polled in the background, fetched on demand by screening. One chain
// access (in-memory graphs, on-demand fetch) serves the demo seeding and the API.
const syncLog = logger.child({ component: 'chain-sync' });
// Address traces run on EXPOSURE_THREADS worker threads over the graphs in shared memory (0: on the event loop).
const tracer = createExposureTracer(config.exposureThreads);
const chains = createChainAccess(handle.db, onDemandFetch(handle.db, config.chainProviders, syncLog), tracer);

// The demo's screenings below run before the app is built: the screening's consumers are wired first.
wireModules();
if (config.seedDemo) {
  const password = demoPassword(config);
  const seeded = await seedDemoOrganisation(handle.db, password);
  logger.info({ seeded }, 'demo organisation ready');
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.email}`).join('\n');
  process.stdout.write(`\nDemo accounts (password: ${password}):\n${accounts}\n\n`);
  await seedDemoWorldOnFirstStart(handle, logger);
  // Weeks of use in the `demo` workspace: screenings across chains and risk levels (once).
  const populated = await populateDemoWorkspace(
    { db: handle.db, chains },
    {
      workspaceSlug: 'demo',
      userEmail: 'admin@demo.test',
      now: new Date(),
    },
  );
  if (populated.screened > 0) logger.info(populated, 'demo workspace populated');
}

// The durable job queue lives in the same database (its own schema): uploads, exports and reports run on it. An
// API process only queues jobs; a worker process runs them, fails and retries what a dead worker left (supervise)
// and queues the scheduled ones (pg-boss queues each tick once however many workers share the database).
const jobs = new PgBossJobQueue(handle, logger.child({ component: 'jobs' }), {
  supervise: runsWorker,
  schedule: runsWorker,
});
const app = await buildApp({ db: handle.db, config, logger, chains, jobs });
// Released only now: building the app installs the job queue's schema and its queues, and pg-boss's installer,
// started by two processes at once on a fresh database, fails in one of them (a table the other just created).
await startUp.release();
if (servesApi) {
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Serving on http://${config.host}:${config.port}\n`);
}
let chainSync: ChainSyncWorker | undefined;
if (runsWorker) {
  await jobs.startWorkers(app.jobDefinitions);
  // Events of changes made by jobs, the CLI or another server: looked for every second (a request's own events go
  // out as it answers).
  app.events.start(1000);
  // The operator's sanctions list, imported when it changed: once now, then daily (sanctions.refresh's schedule).
  if (config.sanctionsList) await queueSanctionsRefresh({ db: handle.db, jobs });
  // Alerts left open on objects archived before archiving closed them (decision 0028): closed once, then none.
  await queueCloseArchivedAlerts({ db: handle.db, config, jobs });
  // The demo world moves on every DEMO_ADVANCE_SECONDS (demo.advance chains its own runs from this first one).
  if (config.seedDemo && config.demoAdvanceSeconds > 0) await queueDemoAdvance({ db: handle.db, jobs });
  chainSync = startChainSyncWorker(handle.db, config.chainProviders, {
    intervalMs: config.chainSyncIntervalSeconds * 1000,
    log: syncLog,
    onNewBlocks: () => queueMonitorRun({ db: handle.db, jobs }),
  });
  process.stdout.write('Working on the job queue and the chain sync\n');
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await chainSync?.stop();
    await jobs.stop();
    await app.close();
    await tracer.close();
    await handle.close();
    process.exit(0);
  });
}
