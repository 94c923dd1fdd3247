import { z } from 'zod';
import { type ReportKind, reportQuery } from './reports.ts';

/**
 * The assembled report (decision 0090): what the PDF and the printable page both draw. Every text is worded already
 * (labels, formatted figures and dates, notes), so that a renderer only lays blocks out and words nothing itself.
 */

/** A sub-heading inside a section ('Open Alerts (3)', 'Incoming Exposure: $1.00'). */
const headingBlock = z.object({ kind: z.literal('heading'), text: z.string() });

/** Label and value pairs. */
const factsBlock = z.object({
  kind: z.literal('facts'),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});

/** A table of at most REPORT_TABLE_MAX_ROWS rows; `empty` stands in for it without rows. */
const tableBlock = z.object({
  kind: z.literal('table'),
  columns: z.array(z.string()),
  /** Widths for paper (points, or '*' for a share of the rest); the screen sizes its columns itself. */
  widths: z.array(z.union([z.number(), z.literal('*')])).nullable(),
  rows: z.array(z.array(z.string())),
  empty: z.string(),
  /** What the table holds against the cap ('12 rows (a report table holds a maximum of 200 rows).'). */
  note: z.string().nullable(),
});

/** A line of text; `muted` for what stands in for missing content. */
const textBlock = z.object({ kind: z.literal('text'), text: z.string(), tone: z.enum(['plain', 'muted']) });

/** A note in small type under what it qualifies. */
const noteBlock = z.object({ kind: z.literal('note'), text: z.string() });

/** Shares (0..1) of a total with their labels: a flow's split, drawn as bars on paper and a donut on screen. */
const sharesBlock = z.object({
  kind: z.literal('shares'),
  items: z.array(z.object({ label: z.string(), share: z.number() })),
});

/** The comments, newest first; `empty` when there are none or they could not be read. */
const commentsBlock = z.object({
  kind: z.literal('comments'),
  /** The column titles of date, author and text. */
  columns: z.tuple([z.string(), z.string(), z.string()]),
  comments: z.array(z.object({ date: z.string(), by: z.string(), text: z.string() })),
  empty: z.string(),
  note: z.string().nullable(),
});

const leafBlock = z.discriminatedUnion('kind', [
  headingBlock,
  factsBlock,
  tableBlock,
  textBlock,
  noteBlock,
  sharesBlock,
  commentsBlock,
]);

/** Blocks that belong together under a key a page may choose by (an alert group: 'openAlerts'). */
const groupBlock = z.object({ kind: z.literal('group'), key: z.string(), blocks: z.array(leafBlock) });

export const reportBlock = z.discriminatedUnion('kind', [leafBlock, groupBlock]);

/** One section: its key (REPORT_SECTIONS), its title and its blocks. */
export const reportModelSection = z.object({
  key: z.string(),
  title: z.string(),
  blocks: z.array(reportBlock),
});

export const reportModel = z.object({
  kind: z.enum(['address', 'transaction', 'customer', 'case']),
  /** 'Address Report'. */
  title: z.string(),
  /** What the report is about: the address and its chain, the case id and name. */
  subject: z.string(),
  /** The zone its dates are written in. */
  time_zone: z.string(),
  sections: z.array(reportModelSection),
});

export type ReportBlock = z.infer<typeof reportBlock>;
export type ReportLeafBlock = z.infer<typeof leafBlock>;
export type ReportModelSection = z.infer<typeof reportModelSection>;
export type ReportModel = z.infer<typeof reportModel>;

/** The report's query, and `tz`: a zone to write the dates in instead of the caller's profile zone. */
export function reportModelQuery<K extends ReportKind>(kind: K) {
  return reportQuery(kind).extend({ tz: z.string().max(100).optional() });
}
