import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  errorText,
  type ImportError,
  LABEL_IMPORT_FORMATS,
  type LabelImportFormat,
} from '@riskscreen/shared';
import { SingleBar } from 'cli-progress';
import { type Command, Option } from 'commander';
import type { Config } from '../../config.ts';
import {
  type ImportInput,
  importLabels,
  type LabelImportOutcome,
  planImports,
} from '../../modules/attribution/index.ts';
import type { CliContext } from '../main.ts';

/** File extensions a folder argument is searched for, per format. */
const EXTENSIONS: Record<LabelImportFormat, string[]> = {
  csv: ['.csv'],
  'ofac-xml': ['.xml'],
  'ofac-csv': ['.csv'],
  'ofac-list': ['.txt', '.json'],
  tagpack: ['.yaml', '.yml'],
};
/** A progress bar is worth drawing from this many labels in one import. */
const PROGRESS_FROM = 5000;
const ERRORS_SHOWN = 10;
/** Reasons printed for a file of which nothing could be imported (the operator needs them all to fix it). */
const FAILED_FILE_ERRORS_SHOWN = 100;

/**
 * `import-labels --format <format> <file...>`: read attribution files (folders are searched) and write their labels.
 * Each file is one import, in one transaction (OFAC sdn.csv + sdn_comments.csv together form one). Rows that cannot
 * be read are skipped and listed by line; a failed write leaves nothing of that import behind. The exit code is 1
 * when a write failed or when a file had rows of which not one could be imported (every reason is printed).
 */
export function registerImportLabels(program: Command, context: CliContext, _config: Config): void {
  program
    .command('import-labels')
    .description('Import attribution labels: OFAC lists, GraphSense TagPacks or a CSV of address labels')
    .addOption(
      new Option('--format <format>', 'file format').choices([...LABEL_IMPORT_FORMATS]).makeOptionMandatory(),
    )
    .option(
      '--source <name>',
      'source recorded on csv and tagpack labels (default: csv:<file> or graphsense:<pack>; OFAC is always ofac)',
    )
    .argument('<files...>', 'files or folders to import')
    .action(async (files: string[], options: { format: LabelImportFormat; source?: string }) => {
      process.exitCode = await runImportLabels(context, files, options);
    });
}

async function runImportLabels(
  context: CliContext,
  paths: string[],
  options: { format: LabelImportFormat; source?: string },
): Promise<number> {
  // `npm run cli` runs in apps/server: paths are meant relative to where the operator typed the command.
  const base = process.env.INIT_CWD ?? process.cwd();
  const files = collectFiles(
    paths.map((p) => resolve(base, p)),
    options.format,
  );
  if ('error' in files) return fail(files.error);
  const inputs: ImportInput[] = files.map((file) => ({
    name: relative(base, file) || file,
    text: readFileSync(file, 'utf8'),
  }));
  const plans = planImports(
    options.format,
    inputs,
    options.source === undefined ? {} : { source: options.source },
  );

  const handle = await context.open();
  const started = performance.now();
  const totals = { read: 0, imported: 0, duplicate: 0, skipped: 0, failedImports: 0, unusableFiles: 0 };
  const shownErrors: string[] = [];
  // Rows kept with a change the operator must know of (an address moved off a wrong ticker): every one is printed.
  const warnings: string[] = [];
  try {
    for (const plan of plans) {
      const { records, errors } = plan.parse();
      const bar = records.length >= PROGRESS_FROM ? progressBar(plan.fileName, records.length) : undefined;
      try {
        const outcome = await importLabels(
          handle.db,
          { format: options.format, fileName: plan.fileName, records, errors },
          (written) => bar?.update(written),
        );
        bar?.stop();
        process.stdout.write(`${describe(plan.fileName, outcome)}\n`);
        totals.read += outcome.rowsTotal;
        totals.imported += outcome.rowsImported;
        totals.duplicate += outcome.rowsDuplicate;
        totals.skipped += outcome.rowsFailed;
        if (records.length === 0 && errors.length > 0 && errors.every(isDeprecatedChainRow)) {
          // A list for a chain no longer supported (OFAC still publishes Bitcoin SV): nothing to screen it for.
          process.stdout.write(
            `${plan.fileName}: left out, ${errorText('currency_deprecated').toLowerCase()}.\n`,
          );
        } else if (records.length === 0 && errors.length > 0) {
          // Not one usable row: a wrong format or a broken file, not a partly dirty one.
          totals.unusableFiles++;
          process.stderr.write(
            `${plan.fileName}: nothing could be imported, every row was skipped:\n` +
              errors
                .slice(0, FAILED_FILE_ERRORS_SHOWN)
                .map((e) => `  ${errorLine(plan.fileName, e)}\n`)
                .join('') +
              (errors.length > FAILED_FILE_ERRORS_SHOWN
                ? `  … and ${errors.length - FAILED_FILE_ERRORS_SHOWN} more.\n`
                : ''),
          );
          continue;
        }
        for (const e of errors)
          if (shownErrors.length < ERRORS_SHOWN) shownErrors.push(errorLine(plan.fileName, e));
        for (const r of records) if (r.warning) warnings.push(`${plan.fileName}: ${r.warning}`);
      } catch (error) {
        bar?.stop();
        totals.failedImports++;
        process.stderr.write(
          `${plan.fileName}: nothing imported, the write failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
  } finally {
    await handle.close();
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Total: ${totals.read} rows read, ${totals.imported} labels imported, ${totals.duplicate} already present, ` +
      `${totals.skipped} skipped, in ${seconds} s.\n`,
  );
  if (warnings.length > 0) {
    process.stdout.write(`Imported with a warning:\n${warnings.map((l) => `  ${l}`).join('\n')}\n`);
  }
  if (shownErrors.length > 0) {
    process.stdout.write(`First skipped rows:\n${shownErrors.map((l) => `  ${l}`).join('\n')}\n`);
  }
  return totals.failedImports > 0 || totals.unusableFiles > 0 ? 1 : 0;
}

/** Files named directly, and the files of the format's extensions found under folders (sorted). */
function collectFiles(paths: string[], format: LabelImportFormat): string[] | { error: string } {
  const files: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) return { error: `No such file or folder: ${path}` };
    if (statSync(path).isDirectory()) files.push(...filesUnder(path, EXTENSIONS[format]));
    else files.push(path);
  }
  if (files.length === 0) return { error: `No ${EXTENSIONS[format].join(' or ')} files to import.` };
  // The per-currency lists come as .txt and .json twins: read one of each pair.
  return format === 'ofac-list'
    ? files.filter((f) => !(f.endsWith('.json') && files.includes(f.replace(/\.json$/, '.txt'))))
    : files;
}

function filesUnder(folder: string, extensions: string[]): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, extensions));
    else if (extensions.some((e) => name.toLowerCase().endsWith(e))) found.push(path);
  }
  return found;
}

function progressBar(fileName: string, total: number): SingleBar {
  const bar = new SingleBar({
    format: `${fileName} |{bar}| {percentage}% | {value}/{total} labels | ETA {eta}s`,
    stream: process.stderr,
    hideCursor: true,
  });
  bar.start(total, 0);
  return bar;
}

function describe(fileName: string, o: LabelImportOutcome): string {
  return (
    `${fileName}: ${o.rowsTotal} rows read, ${o.rowsImported} labels imported, ` +
    `${o.rowsDuplicate} already present, ${o.rowsFailed} skipped (import #${o.importId}).`
  );
}

function errorLine(fileName: string, e: ImportError): string {
  return `${e.file ?? fileName}:${e.line}: ${e.error}`;
}

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 1;
}

function isDeprecatedChainRow(error: ImportError): boolean {
  return error.error.startsWith(errorText('currency_deprecated'));
}
