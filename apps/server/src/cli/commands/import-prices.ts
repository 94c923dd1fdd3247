import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { importPrices } from '../../chain/store/index.ts';
import type { Config } from '../../config.ts';
import type { CliContext } from '../main.ts';

const ERRORS_SHOWN = 20;

/**
 * `import-prices <csv>`: daily USD prices (header asset,day,usd). Bad rows are reported by line and skipped; the
 * good ones go in one transaction together with the re-valuation of the stored transfers of those assets.
 */
export function registerImportPrices(program: Command, context: CliContext, _config: Config): void {
  program
    .command('import-prices')
    .description('Import daily USD prices from a CSV file with the header asset,day,usd')
    .argument('<csv>', 'the CSV file')
    .action(async (file: string) => {
      process.exitCode = await runImportPrices(context, file);
    });
}

async function runImportPrices(context: CliContext, file: string): Promise<number> {
  // `npm run cli` runs in apps/server: a relative path is meant from where the operator typed the command.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    process.stderr.write(`Cannot read ${path}.\n`);
    return 1;
  }
  const handle = await context.open();
  try {
    const outcome = await importPrices(handle.db, text);
    for (const e of outcome.errors.slice(0, ERRORS_SHOWN))
      process.stderr.write(`line ${e.line}: ${e.error}\n`);
    if (outcome.errors.length > ERRORS_SHOWN) {
      process.stderr.write(`… and ${outcome.errors.length - ERRORS_SHOWN} more skipped rows.\n`);
    }
    const assets = outcome.symbols.length > 0 ? ` (${outcome.symbols.join(', ')})` : '';
    process.stdout.write(`${outcome.imported} prices imported${assets}, ${outcome.skipped} rows skipped.\n`);
    return outcome.imported > 0 ? 0 : 1;
  } catch (error) {
    process.stderr.write(`Nothing imported: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}
