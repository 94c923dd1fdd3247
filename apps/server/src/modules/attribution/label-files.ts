import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { errorText, type ImportError, type LabelImportFormat, type LabelRecord } from '@riskscreen/shared';
import type { PlannedImport } from './importers/index.ts';

/**
 * Attribution files on disk → the imports they make: the operator's CLI (import-labels) and the scheduled sanctions
 * list refresh read files the same way, so a folder means the same publication to both.
 */

/** File extensions a folder is searched for, per format. */
export const LABEL_FILE_EXTENSIONS: Record<LabelImportFormat, string[]> = {
  csv: ['.csv'],
  'ofac-xml': ['.xml'],
  'ofac-csv': ['.csv'],
  'ofac-list': ['.txt', '.json'],
  tagpack: ['.yaml', '.yml'],
};

/** Files named directly, and the files of the format's extensions found under folders (sorted). */
export function collectLabelFiles(paths: string[], format: LabelImportFormat): string[] | { error: string } {
  const files: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) return { error: `No such file or folder: ${path}` };
    if (statSync(path).isDirectory()) files.push(...filesUnder(path, LABEL_FILE_EXTENSIONS[format]));
    else files.push(path);
  }
  if (files.length === 0)
    return { error: `No ${LABEL_FILE_EXTENSIONS[format].join(' or ')} files to import.` };
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

/** One import: a file (or OFAC's sdn.csv pair), or the files of one publication written together. */
export type ImportUnit = { fileName: string; parts: PlannedImport[]; publication: boolean };

/**
 * The imports to write: each plan alone, except the files of an OFAC per-currency folder, which are one
 * publication. OFAC XML files are full publications each; other formats are when `replace` says so.
 */
export function importUnits(
  plans: PlannedImport[],
  options: { format: LabelImportFormat; replace?: boolean | undefined; hasFolder: boolean; name: string },
): ImportUnit[] {
  if (options.format === 'ofac-list' && (options.hasFolder || options.replace)) {
    return [{ fileName: options.name, parts: plans, publication: true }];
  }
  const publication = options.replace === true || options.format === 'ofac-xml';
  return plans.map((plan) => ({ fileName: plan.fileName, parts: [plan], publication }));
}

/** One parsed part of a unit (a file), with its rows and the rows it skipped. */
export type ReadPart = {
  fileName: string;
  records: LabelRecord[];
  errors: ImportError[];
  publishedAt?: string;
};

/** A unit parsed: its records and errors together, and the files that gave nothing usable. */
export type ReadUnit = {
  parts: ReadPart[];
  records: LabelRecord[];
  errors: ImportError[];
  /** Files of which not one row could be read (a wrong format or a broken file): their errors say why. */
  unusable: ReadPart[];
  /** Files left out because their chain is no longer supported (OFAC still publishes Bitcoin SV). */
  leftOut: ReadPart[];
  /** The publication's own date, from the first file that gives one. */
  publishedAt: Date | undefined;
};

/** Parse a unit's files. A unit of several files names each error's file. */
export function readImportUnit(unit: ImportUnit): ReadUnit {
  const parts: ReadPart[] = unit.parts.map((plan) => ({ fileName: plan.fileName, ...plan.parse() }));
  const errors = parts.flatMap((p) =>
    unit.parts.length > 1 ? p.errors.map((e) => ({ ...e, file: e.file ?? p.fileName })) : p.errors,
  );
  const unusable: ReadPart[] = [];
  const leftOut: ReadPart[] = [];
  for (const part of parts) {
    if (part.records.length > 0 || part.errors.length === 0) continue;
    if (part.errors.every(isDeprecatedChainRow)) leftOut.push(part);
    else unusable.push(part);
  }
  const date = parts.find((p) => p.publishedAt !== undefined)?.publishedAt;
  return {
    parts,
    records: parts.flatMap((p) => p.records),
    errors,
    unusable,
    leftOut,
    publishedAt: date === undefined ? undefined : new Date(date),
  };
}

function isDeprecatedChainRow(error: ImportError): boolean {
  return error.error.startsWith(errorText('currency_deprecated'));
}
