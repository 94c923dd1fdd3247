const DAY_MS = 86_400_000;

/** A half-open span of instants [from, until). */
export type Span = { from: Date; until: Date };

/**
 * How to count a span from a daily (UTC) rollup: the whole UTC days inside it from the rollup (days: first day
 * included, end excluded), the hours at either end (less than a day each) from the raw rows.
 */
export type SplitSpan = { days: { first: string; end: string } | null; raw: Span[] };

export function splitSpan(span: Span): SplitSpan {
  const from = span.from.getTime();
  const until = span.until.getTime();
  const firstWhole = Math.ceil(from / DAY_MS) * DAY_MS;
  const endWhole = Math.floor(until / DAY_MS) * DAY_MS;
  if (firstWhole >= endWhole) return { days: null, raw: until > from ? [span] : [] };
  const raw: Span[] = [];
  if (from < firstWhole) raw.push({ from: span.from, until: new Date(firstWhole) });
  if (endWhole < until) raw.push({ from: new Date(endWhole), until: span.until });
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { days: { first: day(firstWhole), end: day(endWhole) }, raw };
}
