import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LabelImportFormat } from '@riskscreen/shared';
import { SHARED_DATA } from '../../../../../test-support/shared-data.ts';
import type { Db } from '../../db/client.ts';
import { importLabels, type LabelImportOutcome } from './import-labels.ts';
import { planImports } from './importers/index.ts';
import type { ImportInput } from './importers/types.ts';

/** The real public data the tests read (../shared/data next to the repository; never copied into it). */
export { SHARED_DATA };

export function dataInput(path: string): ImportInput {
  return { name: path, text: readFileSync(resolve(SHARED_DATA, path), 'utf8') };
}

/** Every file under a data folder whose name ends with one of the extensions, as inputs named by relative path. */
export function dataInputs(folder: string, extensions: string[]): ImportInput[] {
  const root = resolve(SHARED_DATA, folder);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (extensions.some((e) => name.endsWith(e))) files.push(path);
    }
  };
  walk(root);
  return files.map((f) => dataInput(relative(SHARED_DATA, f)));
}

/**
 * The OFAC per-currency lists of 2024-09-27 (../shared/data/ofac-0xb10c, .txt files), with `edit` applied to each
 * file's addresses: a newer publication built from the older one (addresses dropped, others added).
 */
export function perCurrencyLists(
  edit: (ticker: string, addresses: string[]) => string[] = (_t, a) => a,
): ImportInput[] {
  return dataInputs('ofac-0xb10c', ['.txt']).map((input) => {
    const ticker = /sanctioned_addresses_([A-Z0-9]+)\.txt$/.exec(input.name)?.[1] ?? '';
    const addresses = input.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    return { name: input.name, text: `${edit(ticker, addresses).join('\n')}\n` };
  });
}

/** Import files of one format as one full publication (as the CLI does for an OFAC per-currency folder). */
export async function importPublication(
  db: Db,
  format: LabelImportFormat,
  inputs: ImportInput[],
  publishedAt: Date,
): Promise<LabelImportOutcome> {
  const parsed = planImports(format, inputs).map((plan) => plan.parse());
  return importLabels(db, {
    format,
    fileName: inputs.map((i) => i.name).join(', '),
    records: parsed.flatMap((p) => p.records),
    errors: parsed.flatMap((p) => p.errors),
    publication: { publishedAt },
  });
}
