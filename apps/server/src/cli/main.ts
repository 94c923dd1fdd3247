import { Command } from 'commander';
import { loadConfig } from '../config.ts';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { registerGenerateDemo } from './commands/generate-demo.ts';
import { registerImportLabels } from './commands/import-labels.ts';
import { registerImportPrices } from './commands/import-prices.ts';
import { registerSyncChain } from './commands/sync-chain.ts';
import { runningServerPid } from './embedded-lock.ts';

/**
 * Operator CLI: `npm run cli -- <command>`. Works on the server's database (DATA_DIR or DATABASE_URL).
 * Each command lives in ./commands/<name>.ts and is registered below.
 */
export type CliContext = { open(): Promise<DbHandle> };

const config = loadConfig();
const context: CliContext = {
  async open() {
    if (!config.databaseUrl) {
      const pid = runningServerPid(config.dataDir);
      if (pid !== null) {
        process.stderr.write(
          `The server (pid ${pid}) is using the embedded database in ${config.dataDir}. ` +
            'Stop it first, or run the server on PostgreSQL (DATABASE_URL) to use the CLI alongside it.\n',
        );
        process.exit(2);
      }
    }
    const handle = await openDatabase(config);
    await migrateToLatest(handle.db);
    return handle;
  },
};

const program = new Command('riskscreen').description('Risk screening operator commands');
for (const register of commandModules()) register(program, context, config);
await program.parseAsync(process.argv);

function commandModules(): ((program: Command, ctx: CliContext, cfg: typeof config) => void)[] {
  // Commands register themselves here, one import per command file.
  return [registerSyncChain, registerImportLabels, registerGenerateDemo, registerImportPrices];
}
