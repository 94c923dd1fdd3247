import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  errorText,
  type ImportError,
  LABEL_IMPORT_FORMATS,
  type LabelImportFormat,
  type LabelRecord,
} from '@riskscreen/shared';
import { SingleBar } from 'cli-progress';
import { type Command, Option } from 'commander';
import type { Config } from '../../config.ts';
import {
  collectLabelFiles,
  type ImportInput,
  importLabels,
  importUnits,
  type LabelImportOutcome,
  type PublicationChanges,
  PublicationRefused,
  planImports,
  readImportUnit,
} from '../../modules/attribution/index.ts';
import type { CliContext } from '../main.ts';

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
 *
 * A full publication supersedes its source's earlier labels (see supersede-labels.ts): each OFAC XML file, an OFAC
 * per-currency folder (its files together form one publication), or any import given --replace. It prints what it
 * added, ended and kept, and writes those labels to a CSV file (--changes, else under DATA_DIR/label-imports/).
 */
export function registerImportLabels(program: Command, context: CliContext, config: Config): void {
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
    .option(
      '--replace',
      "a full publication of its source: the source's labels it does not carry end (OFAC XML files and " +
        'per-currency folders always are)',
    )
    .option('--published <date>', "the publication's date (default: the date the file gives, else now)")
    .option('--changes <file>', "where a full publication's added, ended and kept labels are written (CSV)")
    .argument('<files...>', 'files or folders to import')
    .action(async (files: string[], options: ImportOptions) => {
      process.exitCode = await runImportLabels(context, config, files, options);
    });
}

type ImportOptions = {
  format: LabelImportFormat;
  source?: string;
  replace?: boolean;
  published?: string;
  changes?: string;
};

async function runImportLabels(
  context: CliContext,
  config: Config,
  paths: string[],
  options: ImportOptions,
): Promise<number> {
  // `npm run cli` runs in apps/server: paths are meant relative to where the operator typed the command.
  const base = process.env.INIT_CWD ?? process.cwd();
  const absolute = paths.map((p) => resolve(base, p));
  const files = collectLabelFiles(absolute, options.format);
  if ('error' in files) return fail(files.error);
  const published = options.published === undefined ? undefined : new Date(options.published);
  if (published && Number.isNaN(published.getTime())) {
    return fail(`Not a date: '${options.published}' (expected YYYY-MM-DD or an ISO time)`);
  }
  const inputs: ImportInput[] = files.map((file) => ({
    name: relative(base, file) || file,
    text: readFileSync(file, 'utf8'),
  }));
  const plans = planImports(
    options.format,
    inputs,
    options.source === undefined ? {} : { source: options.source },
  );
  // Files and folders are files of the format; an OFAC per-currency folder is one publication (label-files.ts).
  const units = importUnits(plans, {
    format: options.format,
    replace: options.replace,
    hasFolder: absolute.some((p) => statSync(p).isDirectory()),
    name: absolute.map((p) => relative(base, p) || p).join(', '),
  });

  const handle = await context.open();
  const started = performance.now();
  const totals = { read: 0, imported: 0, duplicate: 0, skipped: 0, failedImports: 0, unusableFiles: 0 };
  const shownErrors: string[] = [];
  // Rows kept with a change the operator must know of (an address moved off a wrong ticker): every one is printed.
  const warnings: string[] = [];
  try {
    for (const unit of units) {
      const read = readImportUnit(unit);
      const { parts, records, errors } = read;
      for (const part of read.leftOut) {
        // A list for a chain no longer supported (OFAC still publishes Bitcoin SV): nothing to screen it for.
        process.stdout.write(
          `${part.fileName}: left out, ${errorText('currency_deprecated').toLowerCase()}.\n`,
        );
      }
      const unusable = read.unusable.map((part) => part.fileName);
      for (const part of read.unusable) {
        // Not one usable row: a wrong format or a broken file, not a partly dirty one.
        process.stderr.write(
          `${part.fileName}: nothing could be imported, every row was skipped:\n` +
            part.errors
              .slice(0, FAILED_FILE_ERRORS_SHOWN)
              .map((e) => `  ${errorLine(part.fileName, e)}\n`)
              .join('') +
            (part.errors.length > FAILED_FILE_ERRORS_SHOWN
              ? `  … and ${part.errors.length - FAILED_FILE_ERRORS_SHOWN} more.\n`
              : ''),
        );
      }
      if (unit.publication && unusable.length > 0) {
        // A broken file in a publication would end every label it should have carried: nothing is written.
        totals.unusableFiles += unusable.length;
        process.stderr.write(`${unit.fileName}: nothing imported, a full publication must be read whole.\n`);
        continue;
      }
      if (unit.parts.length > 1) {
        for (const part of parts) {
          process.stdout.write(
            `${part.fileName}: ${part.records.length + part.errors.length} rows read, ${part.errors.length} skipped.\n`,
          );
        }
      }
      const dated = published ?? read.publishedAt;
      const publishedAt = dated ?? new Date();
      const changesFile = unit.publication ? changesPath(config, options, records, publishedAt) : undefined;
      const bar = records.length >= PROGRESS_FROM ? progressBar(unit.fileName, records.length) : undefined;
      try {
        const outcome = await importLabels(
          handle.db,
          {
            format: options.format,
            fileName: unit.fileName,
            records,
            errors,
            ...(changesFile ? { publication: { publishedAt, dated: dated !== undefined, changesFile } } : {}),
          },
          (written) => bar?.update(written),
        );
        bar?.stop();
        process.stdout.write(`${describe(unit.fileName, outcome)}\n`);
        if (outcome.publication && changesFile) {
          writeChanges(changesFile, outcome.publication);
          process.stdout.write(`${describePublication(outcome.publication, changesFile)}\n`);
        }
        totals.read += outcome.rowsTotal;
        totals.imported += outcome.rowsImported;
        totals.duplicate += outcome.rowsDuplicate;
        totals.skipped += outcome.rowsFailed;
        if (unusable.length > 0) {
          totals.unusableFiles += unusable.length;
          continue;
        }
        for (const part of parts) {
          if (part.records.length === 0) continue; // left out (a chain no longer supported), said above
          for (const e of part.errors)
            if (shownErrors.length < ERRORS_SHOWN) shownErrors.push(errorLine(part.fileName, e));
          for (const r of part.records) if (r.warning) warnings.push(`${part.fileName}: ${r.warning}`);
        }
      } catch (error) {
        bar?.stop();
        totals.failedImports++;
        process.stderr.write(
          `${unit.fileName}: nothing imported, ${error instanceof PublicationRefused ? '' : 'the write failed: '}${error instanceof Error ? error.message : String(error)}\n`,
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

/** --changes, else DATA_DIR/label-imports/<source>-of-<publication date>-at-<now>.csv. */
function changesPath(
  config: Config,
  options: ImportOptions,
  records: readonly LabelRecord[],
  at: Date,
): string {
  if (options.changes) return resolve(process.env.INIT_CWD ?? process.cwd(), options.changes);
  const source = (records[0]?.source ?? 'labels').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(
    config.dataDir,
    'label-imports',
    `${source}-of-${at.toISOString().slice(0, 10)}-at-${stamp}.csv`,
  );
}

/** One line per label: change (added, ended, kept), chain (empty: every EVM chain), address, entity. */
function writeChanges(file: string, changes: PublicationChanges): void {
  mkdirSync(dirname(file), { recursive: true });
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = ['change,blockchain,address,entity'];
  for (const [change, labels] of [
    ['added', changes.added],
    ['ended', changes.ended],
    ['kept', changes.kept],
  ] as const) {
    for (const l of labels) {
      lines.push(
        [change, l.blockchain === null ? '' : String(l.blockchain), cell(l.address), cell(l.entity)].join(
          ',',
        ),
      );
    }
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

function describePublication(changes: PublicationChanges, file: string): string {
  return (
    `${changes.title} publication of ${changes.publishedAt.slice(0, 10)}: ${changes.added.length} labels added, ` +
    `${changes.ended.length} ended, ${changes.kept.length} kept; listed in ${file}`
  );
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
