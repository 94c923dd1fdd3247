import pino from 'pino';
import { buildApp } from './app.ts';
import { onDemandFetch } from './chain/on-demand.ts';
import { seedDemoWorldOnFirstStart } from './chain/providers/demo/index.ts';
import { startChainSyncWorker } from './chain/sync-worker.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { EmbeddedDatabaseInUseError } from './db/embedded-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { queueCloseArchivedAlerts } from './modules/alert-workflow/index.ts';
import {
  DEMO_ACCOUNTS,
  demoPassword,
  populateDemoWorkspace,
  seedDemoOrganisation,
} from './modules/demo/index.ts';
import { createChainAccess } from './modules/exposure/index.ts';
import { PgBossJobQueue } from './modules/jobs/index.ts';
import { queueSanctionsRefresh } from './modules/sanctions-refresh/index.ts';

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
const logger = pino({ level: config.logLevel });

// The lock on the embedded database is taken before it is opened (or migrated): a second server on the same
// DATA_DIR stops here and leaves the first one's lock alone.
const handle = await openDatabase(config, 'the server').catch((error: unknown) => {
  if (error instanceof EmbeddedDatabaseInUseError) refuse(error.message);
  throw error;
});
logger.info(
  { database: handle.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
  'database opened',
);
await migrateToLatest(handle.db);

// Chain data from the configured providers: polled in the background, fetched on demand by screening. One chain
// access (in-memory graphs, on-demand fetch) serves the demo seeding and the API.
const syncLog = logger.child({ component: 'chain-sync' });
const chains = createChainAccess(handle.db, onDemandFetch(handle.db, config.chainProviders, syncLog));

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

// The durable job queue lives in the same database (its own schema): uploads, exports and reports run on it, here
// in this process, and what a stopped process left half done is taken up again.
const jobs = new PgBossJobQueue(handle, logger.child({ component: 'jobs' }), {
  supervise: true,
  schedule: true,
});
const app = await buildApp({ db: handle.db, config, logger, chains, jobs });
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`Serving on http://${config.host}:${config.port}\n`);
await jobs.startWorkers(app.jobDefinitions);
// The operator's sanctions list, imported when it changed: once now, then daily (sanctions.refresh's schedule).
if (config.sanctionsList) await queueSanctionsRefresh({ db: handle.db, jobs });
// Alerts left open on objects archived before archiving closed them (decision 0028): closed once, then none found.
await queueCloseArchivedAlerts({ db: handle.db, config, jobs });

const chainSync = startChainSyncWorker(handle.db, config.chainProviders, {
  intervalMs: config.chainSyncIntervalSeconds * 1000,
  log: syncLog,
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await chainSync.stop();
    await jobs.stop();
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
