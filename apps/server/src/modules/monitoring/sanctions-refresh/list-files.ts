import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, relative } from 'node:path';
import { collectLabelFiles, type ImportInput } from '../../attribution/index.ts';

export type SanctionsListFormat = 'ofac-xml' | 'ofac-list' | 'ofac-csv';

/** The list at SANCTIONS_LIST_PATH as read now: its format, its files and their fingerprint. */
export type SanctionsListFiles = {
  path: string;
  format: SanctionsListFormat;
  isFolder: boolean;
  /** The files the import reads, named relative to the path (a folder) or by their own name (a file). */
  inputs: ImportInput[];
  /** sha256 over the files' names and bytes in name order: equal hashes, the same list. */
  hash: string;
};

/** The list cannot be read as configured (missing, empty, format unknown): nothing is imported. */
export class SanctionsListUnreadable extends Error {}

/**
 * Read the operator's list: a file, or a folder searched as the CLI searches it (attribution's label files: an
 * OFAC per-currency folder reads its .txt lists, or the .json twins where no .txt is). The format is the setting's,
 * else told from the files.
 */
export function readSanctionsList(path: string, format?: SanctionsListFormat): SanctionsListFiles {
  if (!existsSync(path))
    throw new SanctionsListUnreadable(`SANCTIONS_LIST_PATH: no such file or folder: ${path}`);
  const isFolder = statSync(path).isDirectory();
  const resolved = format ?? detectFormat(path, isFolder);
  if (resolved === 'ofac-list' && !isFolder) {
    // One ticker's list as a full publication would end every other ticker's labels.
    throw new SanctionsListUnreadable(
      `SANCTIONS_LIST_PATH (${path}): a per-currency list is one ticker of OFAC's list; point it at the folder of all of them`,
    );
  }
  const files = collectLabelFiles([path], resolved);
  if ('error' in files) throw new SanctionsListUnreadable(`SANCTIONS_LIST_PATH (${path}): ${files.error}`);
  const named = files
    .map((file) => ({ file, name: isFolder ? relative(path, file) : basename(file) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  const inputs: ImportInput[] = [];
  for (const { file, name } of named) {
    const bytes = readFileSync(file);
    // Name and length first, so moving bytes from one file to the next changes the hash.
    hash.update(`${name}\0${bytes.length}\0`);
    hash.update(bytes);
    inputs.push({ name, text: bytes.toString('utf8') });
  }
  return { path, format: resolved, isFolder, inputs, hash: hash.digest('hex') };
}

/**
 * The format a path's files are in: .xml is OFAC's SDN.XML or sdn_advanced.xml, sanctioned_addresses_<TICKER>
 * lists (.txt, .json) are the per-currency lists, sdn.csv is OFAC's CSV.
 */
function detectFormat(path: string, isFolder: boolean): SanctionsListFormat {
  const names = isFolder ? listNames(path) : [basename(path)];
  const lower = names.map((n) => n.toLowerCase());
  if (lower.some((n) => /^sanctioned_addresses_[a-z0-9]+\.(txt|json)$/.test(n))) return 'ofac-list';
  if (lower.some((n) => extname(n) === '.xml')) return 'ofac-xml';
  if (lower.some((n) => n === 'sdn.csv')) return 'ofac-csv';
  if (!isFolder && ['.txt', '.json'].includes(extname(lower[0] ?? ''))) return 'ofac-list';
  throw new SanctionsListUnreadable(
    `SANCTIONS_LIST_PATH (${path}): cannot tell the list's format from its files; set SANCTIONS_LIST_FORMAT ` +
      '(ofac-xml, ofac-list or ofac-csv)',
  );
}

function listNames(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((n) => basename(n));
}
