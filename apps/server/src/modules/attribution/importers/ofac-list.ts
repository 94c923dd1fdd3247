import { isImportError, ofacLabel } from './ofac-label.ts';
import { emptyResult, type ImportInput, lineLocator, type ParseResult } from './types.ts';

/** The per-currency lists carry no entity names: every address lands on this one entity. */
export const OFAC_LIST_ENTITY = 'OFAC SDN List';
const DESCRIPTION = 'Address on the OFAC SDN list (per-currency address list, no entity name).';

const FILE_NAME = /sanctioned_addresses_([A-Za-z0-9]+)\.(txt|json)$/;

/**
 * 'ofac-list': the per-currency lists generated from the SDN advanced XML (0xB10C), one file per ticker named
 * sanctioned_addresses_<TICKER>.txt (one address a line) or .json (an array of strings).
 */
export function parseOfacList(input: ImportInput): ParseResult {
  const ticker = FILE_NAME.exec(input.name)?.[1];
  const result = emptyResult();
  if (!ticker) {
    result.errors.push({
      line: 0,
      error: `Cannot tell the currency of '${input.name}': expected sanctioned_addresses_<TICKER>.txt or .json`,
    });
    return result;
  }
  const entries = input.text.trimStart().startsWith('[') ? jsonEntries(input.text) : textEntries(input.text);
  if ('error' in entries) {
    result.errors.push({ line: 0, error: entries.error });
    return result;
  }
  for (const { line, address } of entries) {
    const label = ofacLabel({
      line,
      ticker,
      address,
      entityName: OFAC_LIST_ENTITY,
      description: DESCRIPTION,
    });
    if (isImportError(label)) result.errors.push(label);
    else result.records.push(label);
  }
  return result;
}

type Entry = { line: number; address: string };

function textEntries(text: string): Entry[] {
  const entries: Entry[] = [];
  text.split('\n').forEach((raw, i) => {
    const address = raw.replace(/\r$/, '').trim();
    if (address) entries.push({ line: i + 1, address });
  });
  return entries;
}

function jsonEntries(text: string): Entry[] | { error: string } {
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch (e) {
    return { error: `Not valid JSON: ${(e as Error).message}` };
  }
  if (!Array.isArray(values)) return { error: 'Expected a JSON array of addresses' };
  // Lines of the elements, found in order in the text (the lists are pretty-printed, one element a line).
  const lineOf = lineLocator(text);
  let from = 0;
  return values.map((value, i) => {
    const address = typeof value === 'string' ? value : JSON.stringify(value);
    const at = text.indexOf(JSON.stringify(value), from);
    if (at >= 0) from = at + 1;
    return { line: at >= 0 ? lineOf(at) : i + 2, address };
  });
}
