import type { ImportError, LabelRecord } from '@riskscreen/shared';

/** One file handed to an importer: its name (for tickers, sources, messages) and its text. */
export type ImportInput = { name: string; text: string };

/**
 * What a parser read from its input: usable labels, rows it skipped with their line numbers, and the date the
 * publication gives itself when the format carries one (ISO; OFAC's XML files do).
 */
export type ParseResult = { records: LabelRecord[]; errors: ImportError[]; publishedAt?: string };

export function emptyResult(): ParseResult {
  return { records: [], errors: [] };
}

/** The parser's view of an entity name: trimmed, whitespace collapsed, at most 300 characters. */
export function cleanEntityName(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, 300).trim();
}

/** Line number (1-based) of a character offset, by binary search over precomputed line starts. */
export function lineLocator(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
