import {
  confidenceLevel,
  DEFAULT_CONFIDENCE,
  findEntitySubtype,
  type ImportError,
  type LabelRecord,
  mapGraphsenseConcept,
  subtypesOf,
  TAG_CATEGORIES,
  type TagCategory,
} from '@riskscreen/shared';
import { parse } from 'csv-parse/sync';
import { canonicalAddress } from './canonical-address.ts';
import { parseChain } from './chain-codes.ts';
import { cleanEntityName, emptyResult, type ImportInput, type ParseResult } from './types.ts';

const REQUIRED = ['address', 'blockchain', 'entity_name', 'category'] as const;
const OPTIONAL = ['subtype', 'confidence', 'valid_from', 'valid_to', 'description'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/** A blockchain cell naming every EVM chain at once (stored as blockchain NULL). */
const ANY_EVM = new Set(['', 'EVM', '*']);
const CATEGORY_BY_NAME = new Map(TAG_CATEGORIES.map((c) => [c.toLowerCase(), c]));
/**
 * Words people put in a category column that are neither one of the 17 names nor a GraphSense concept: each is
 * read as the category (and subtype) it means, so a list of "mixer" or "hack" rows is not refused line by line.
 */
const CATEGORY_WORDS: Readonly<Record<string, { category: TagCategory; subtype: number | null }>> = {
  mixer: { category: 'Coin Mixer', subtype: null },
  tumbler: { category: 'Coin Mixer', subtype: null },
  hack: { category: 'Theft', subtype: 1001 },
  hacker: { category: 'Theft', subtype: 1001 },
  exploit: { category: 'Theft', subtype: null },
  stolen_funds: { category: 'Theft', subtype: null },
  darknet_market: { category: 'Darknet', subtype: null },
  terrorist_financing: { category: 'High Risk Organization', subtype: 1401 },
};

/**
 * 'csv': header `address,blockchain,entity_name,category[,subtype]` (any order; optional confidence, valid_from,
 * valid_to, description). blockchain is a chain number or short code, or empty / EVM / * for an EVM address on
 * every EVM chain. One record per line: quoted fields may hold commas but not line breaks, so one broken line
 * never swallows the next.
 */
export function parseLabelCsv(input: ImportInput, source = `csv:${input.name}`): ParseResult {
  const result = emptyResult();
  const lines = input.text.replace(/^\uFEFF/, '').split('\n');
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) {
    result.errors.push({ line: 0, error: 'The file is empty' });
    return result;
  }
  const header = splitLine(lines[headerIndex] ?? '');
  const columns = 'error' in header ? [] : header.fields.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const error = `Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} in the header (expected ${REQUIRED.join(',')}[,subtype])`;
    result.errors.push({ line: headerIndex + 1, error });
    return result;
  }
  const index = new Map(columns.map((c, i) => [c, i]));
  // Trailing optional cells may be left out; every required one must be there.
  const width = Math.max(...REQUIRED.map((c) => columns.indexOf(c))) + 1;

  for (let i = headerIndex + 1; i < lines.length; i++) {
    const raw = (lines[i] ?? '').replace(/\r$/, '');
    if (raw.trim() === '') continue;
    const row = readRow(i + 1, raw, index, width, source);
    if ('error' in row) result.errors.push(row);
    else result.records.push(row);
  }
  return result;
}

function readRow(
  line: number,
  raw: string,
  index: Map<string, number>,
  width: number,
  source: string,
): LabelRecord | ImportError {
  const fail = (error: string): ImportError => ({ line, error });
  if (hasControlCharacters(raw)) return fail('Binary data in the line');
  const split = splitLine(raw);
  if ('error' in split) return fail(split.error);
  if (split.fields.length < width)
    return fail(`Expected at least ${width} columns, found ${split.fields.length}`);
  const cell = (c: Column) => (split.fields[index.get(c) ?? -1] ?? '').trim();

  const chainText = cell('blockchain');
  const anyEvm = ANY_EVM.has(chainText.toUpperCase());
  const blockchain = anyEvm ? null : parseChain(chainText);
  if (blockchain === undefined) return fail(`Unknown blockchain '${chainText}'`);
  const address = canonicalAddress(blockchain, cell('address'));
  if (!address.ok) return fail(address.error);

  const named = readCategory(cell('category'));
  if (!named)
    return fail(`Unknown category '${cell('category')}' (expected one of: ${TAG_CATEGORIES.join(', ')})`);
  const { category } = named;
  const subtype = cell('subtype') ? readSubtype(cell('subtype'), category) : named.subtype;
  if (typeof subtype === 'string') return fail(subtype);
  const name = cleanEntityName(cell('entity_name'));
  if (!name) return fail('Missing entity_name');

  const confidenceText = cell('confidence');
  const confidence = confidenceText ? confidenceLevel(confidenceText) : DEFAULT_CONFIDENCE;
  if (confidence === undefined) return fail(`Invalid confidence '${confidenceText}' (0–100 or a level id)`);
  const validFrom = readTime(cell('valid_from'));
  const validTo = readTime(cell('valid_to'));
  if (validFrom === undefined) return fail(`Invalid valid_from '${cell('valid_from')}'`);
  if (validTo === undefined) return fail(`Invalid valid_to '${cell('valid_to')}'`);
  if (validFrom && validTo && validTo < validFrom) return fail('valid_to is before valid_from');

  return {
    line,
    blockchain,
    address: address.address,
    entity: { name, category, subtype, description: cell('description').slice(0, 2000) },
    source,
    confidence,
    attributed_at: null,
    valid_from: validFrom,
    valid_to: validTo,
  };
}

/**
 * The category a cell names: one of the 17 names, else a concept of the GraphSense taxonomy ('phishing',
 * 'ransomware', 'mixing service'; with the subtype it implies), else a common word for one; undefined otherwise.
 */
function readCategory(text: string): { category: TagCategory; subtype: number | null } | undefined {
  const byName = CATEGORY_BY_NAME.get(text.toLowerCase());
  if (byName) return { category: byName, subtype: null };
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!word) return undefined;
  return (
    mapGraphsenseConcept(word) ?? (Object.hasOwn(CATEGORY_WORDS, word) ? CATEGORY_WORDS[word] : undefined)
  );
}

/** null when empty, the code (or a subtype's name) when it belongs to the category, an error message otherwise. */
function readSubtype(text: string, category: TagCategory): number | null | string {
  if (!text) return null;
  const byName = subtypesOf(category).find((s) => s.name.toLowerCase() === text.toLowerCase());
  if (byName) return byName.code;
  const code = /^\d{3,4}$/.test(text) ? Number(text) : Number.NaN;
  const subtype = findEntitySubtype(code);
  if (!subtype) return `Unknown subtype '${text}'`;
  if (subtype.category !== category)
    return `Subtype ${code} (${subtype.name}) belongs to ${subtype.category}, not ${category}`;
  return code;
}

/** null when empty, an ISO time for a date or date-time, undefined when unreadable. */
function readTime(text: string): string | null | undefined {
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return undefined;
  const time = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

/** One CSV line into fields: a plain split when unquoted, csv-parse when quoting is involved. */
function splitLine(line: string): { fields: string[] } | { error: string } {
  if (!line.includes('"')) return { fields: line.split(',') };
  try {
    const [fields] = parse(line, { relax_column_count: true });
    return { fields: fields ?? [] };
  } catch (e) {
    return { error: `Unreadable CSV: ${(e as Error).message.replace(/ at line \d+/, '')}` };
  }
}
