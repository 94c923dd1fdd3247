import {
  REPORT_SECTIONS,
  REPORT_TABLE_MAX_ROWS,
  type ReportBlock,
  type ReportKind,
  type ReportLeafBlock,
  type ReportModelSection,
  type ReportSection,
} from '@riskscreen/shared';

/** The blocks of the report model (decision 0090), worded here once for the PDF and the printable page alike. */

type Leaf<K extends ReportLeafBlock['kind']> = Extract<ReportLeafBlock, { kind: K }>;

/** A section under its Export Report label (REPORT_SECTIONS): the modal and the report name it alike. */
export function section<K extends ReportKind>(
  kind: K,
  key: ReportSection<K>,
  blocks: ReportBlock[],
): ReportModelSection {
  const title = REPORT_SECTIONS[kind].find((s) => s.key === key)?.label ?? key;
  return { key, title, blocks };
}

export const heading = (text: string): Leaf<'heading'> => ({ kind: 'heading', text });
export const note = (text: string): Leaf<'note'> => ({ kind: 'note', text });
export const muted = (text: string): Leaf<'text'> => ({ kind: 'text', text, tone: 'muted' });
export const plain = (text: string): Leaf<'text'> => ({ kind: 'text', text, tone: 'plain' });
export const shares = (items: { label: string; share: number }[]): Leaf<'shares'> => ({
  kind: 'shares',
  items,
});

export const facts = (pairs: [string, string][]): Leaf<'facts'> => ({
  kind: 'facts',
  facts: pairs.map(([label, value]) => ({ label, value })),
});

/** What a table holds against the cap: how many of how many when it stops short. */
export function capNote(shown: number, count: number, max: number = REPORT_TABLE_MAX_ROWS): string {
  return count > shown
    ? `Showing ${shown} of ${count} rows: a report table holds a maximum of ${max} rows.`
    : `${count} row${count === 1 ? '' : 's'} (a report table holds a maximum of ${max} rows).`;
}

/** A table of at most REPORT_TABLE_MAX_ROWS rows; `count` is the full list's size when it is longer. */
export function table(options: {
  columns: string[];
  rows: string[][];
  count?: number;
  widths?: (number | '*')[];
  empty: string;
}): Leaf<'table'> {
  const rows = options.rows.slice(0, REPORT_TABLE_MAX_ROWS);
  return {
    kind: 'table',
    columns: options.columns,
    widths: options.widths ?? null,
    rows,
    empty: options.empty,
    note: rows.length > 0 ? capNote(rows.length, Math.max(options.count ?? 0, options.rows.length)) : null,
  };
}
