import pino from 'pino';
import { buildApp } from './app.ts';
import { seedDemoWorldOnFirstStart } from './chain/providers/demo/index.ts';
import { claimEmbeddedDatabase } from './cli/embedded-lock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_ACCOUNTS } from './modules/demo/demo-accounts.ts';
import { populateDemoWorkspace } from './modules/demo/populate-demo-workspace.ts';
import { demoPassword, seedDemoOrganisation } from './modules/demo/seed-demo.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

const handle = await openDatabase(config);
if (!config.databaseUrl) claimEmbeddedDatabase(config.dataDir);
logger.info(
  { database: handle.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
  'database opened',
);
await migrateToLatest(handle.db);

if (config.seedDemo) {
  const password = demoPassword(config);
  const seeded = await seedDemoOrganisation(handle.db, password);
  logger.info({ seeded }, 'demo organisation ready');
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.email}`).join('\n');
  process.stdout.write(`\nDemo accounts (password: ${password}):\n${accounts}\n\n`);
  await seedDemoWorldOnFirstStart(handle, logger);
  // Weeks of use in the `demo` workspace: screenings across chains and risk levels (once).
  const populated = await populateDemoWorkspace(handle.db, {
    workspaceSlug: 'demo',
    userEmail: 'admin@demo.test',
    now: new Date(),
  });
  if (populated.screened > 0) logger.info(populated, 'demo workspace populated');
}

const app = await buildApp({ db: handle.db, config, logger });
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`Serving on http://${config.host}:${config.port}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
