import { Command } from 'commander';
import { openDatabaseWithChainStore } from '../chain/chain-store/index.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { EmbeddedDatabaseInUseError } from '../db/embedded-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import '../modules/wiring.ts';
import { registerCheckSsoDomains } from './commands/check-sso-domains.ts';
import { registerCreateOrganisation } from './commands/create-organisation.ts';
import { registerGenerateDemo } from './commands/generate-demo.ts';
import { registerImportLabels } from './commands/import-labels.ts';
import { registerImportPrices } from './commands/import-prices.ts';
import { registerSetIntegrations } from './commands/set-integrations.ts';
import { registerSetPlan } from './commands/set-plan.ts';
import { registerSetSso } from './commands/set-sso.ts';
import { registerSyncChain } from './commands/sync-chain.ts';

/**
 * Operator CLI: `npm run cli -- <command>`. Works on the server's database (DATA_DIR or DATABASE_URL).
 * Each command lives in ./commands/<name>.ts and is registered below.
 */
export type CliContext = { open(): Promise<DbHandle> };

/** A refusal the operator can act on: one line on stderr, exit code 2 (1 is a command's own failure). */
function refuse(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error), 1);
}

const program = new Command('riskscreen').description('Risk screening operator commands');
const context: CliContext = {
  async open() {
    // The embedded database is locked for this command before it is opened; while the server (or another
    // command) holds it, the command stops here without touching it.
    const command = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? 'cli';
    try {
      const handle = await openDatabaseWithChainStore(config, `the command ${command}`);
      await migrateToLatest(handle.db);
      return handle;
    } catch (error) {
      if (error instanceof EmbeddedDatabaseInUseError) refuse(error.message, 2);
      throw error;
    }
  },
};

for (const register of commandModules()) register(program, context, config);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  // A command's unforeseen failure is one line for the operator, not a stack; DEBUG=1 shows the stack.
  if (process.env.DEBUG) console.error(error);
  const command = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? 'the command';
  refuse(`${command} failed: ${error instanceof Error ? error.message : String(error)}`, 1);
}

function commandModules(): ((program: Command, ctx: CliContext, cfg: Config) => void)[] {
  // Commands register themselves here, one import per command file.
  return [
    registerSyncChain,
    registerImportLabels,
    registerGenerateDemo,
    registerImportPrices,
    registerCreateOrganisation,
    registerSetPlan,
    registerSetIntegrations,
    registerSetSso,
    registerCheckSsoDomains,
  ];
}
