import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReportBlock, ReportModel } from '@riskscreen/shared';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate } from './report-format.ts';

/** Who the report is for: the organisation's branding and the caller's time zone. */
export type ReportBranding = {
  organisationName: string;
  /** A data: URL of a PNG or JPEG; anything else is not embedded (no network). */
  reportLogo: string | null;
  colour: string;
  timeZone: string;
};

// The Roboto fonts pdfmake ships: read from its package, nothing from the network or the system.
const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
const FONTS = {
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
};

const LOGO = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/;
const GREY = '#666666';

/**
 * The PDF of a report model (decision 0090): every page headed with the branding and 'Private and Confidential',
 * footed with x of y; each block laid out as its kind is, in the model's words.
 */
export async function renderReport(
  branding: ReportBranding,
  model: ReportModel,
  generatedAt: Date,
): Promise<Buffer> {
  const heading = { title: model.title, subject: model.subject };
  const body = model.sections.flatMap((s) => [
    sectionTitle(s.title),
    ...s.blocks.flatMap((b) => block(b, branding.colour)),
  ]);
  const logo = branding.reportLogo && LOGO.test(branding.reportLogo) ? branding.reportLogo : null;
  const generated = `${formatDate(generatedAt, branding.timeZone)} (${branding.timeZone})`;
  const doc: TDocumentDefinitions = {
    info: { title: `${heading.title} ${heading.subject}`, creator: branding.organisationName },
    pageSize: 'A4',
    pageMargins: [40, 70, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
      subject: { fontSize: 10, color: GREY, margin: [0, 0, 0, 12] },
      section: { fontSize: 13, bold: true, color: branding.colour, margin: [0, 14, 0, 6] },
      subsection: { fontSize: 10, bold: true, margin: [0, 8, 0, 4] },
      th: { bold: true, fillColor: '#eef1f5' },
      note: { fontSize: 8, italics: true, color: GREY, margin: [0, 3, 0, 0] },
    },
    header: (): Content => {
      const columns: Content[] = [];
      if (logo) columns.push({ image: logo, fit: [90, 26], width: 90 });
      columns.push(
        { text: branding.organisationName, bold: true, fontSize: 11, margin: [logo ? 8 : 0, 6, 0, 0] },
        {
          text: 'Private and Confidential',
          alignment: 'right',
          color: '#b00020',
          bold: true,
          margin: [0, 6, 0, 0],
        },
      );
      return { margin: [40, 24, 40, 0], columns };
    },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 16, 40, 0],
      fontSize: 8,
      color: GREY,
      columns: [
        { text: `Generated ${generated}` },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right' },
      ],
    }),
    // A heading in the last lines of a page, or with nothing but headings after it there, starts the next page.
    pageBreakBefore: (node, following) =>
      node.headlineLevel === 1 &&
      ((node.startPosition.verticalRatio ?? 0) > 0.78 ||
        following.getFollowingNodesOnPage().every((n) => n.headlineLevel === 1)),
    content: [{ text: heading.title, style: 'title' }, { text: heading.subject, style: 'subject' }, ...body],
  };
  pdfmake.setFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
  return pdfmake.createPdf(doc).getBuffer();
}

const sectionTitle = (text: string): Content => ({ text, style: 'section', headlineLevel: 1 });
const subsectionTitle = (text: string): Content => ({ text, style: 'subsection', headlineLevel: 1 });
const note = (text: string): Content => ({ text, style: 'note' });
const muted = (text: string): Content => ({ text, color: GREY, margin: [0, 0, 0, 4] });

/** One block of the model as pdfmake content. */
function block(b: ReportBlock, colour: string): Content[] {
  switch (b.kind) {
    case 'heading':
      return [subsectionTitle(b.text)];
    case 'facts':
      return [facts(b.facts.map((f) => [f.label, f.value]))];
    case 'table':
      return dataTable(b.columns, b.widths, b.rows, b.empty, b.note);
    case 'text':
      return [b.tone === 'muted' ? { text: b.text, color: GREY } : { text: b.text }];
    case 'note':
      return [note(b.text)];
    case 'shares':
      return [shareBars(b.items, colour)];
    case 'comments':
      return b.comments.length === 0
        ? [{ text: b.empty }]
        : dataTable(
            [...b.columns],
            [80, 90, '*'],
            b.comments.map((c) => [c.date, c.by, c.text]),
            b.empty,
            b.note,
          );
    case 'group':
      return b.blocks.flatMap((inner) => block(inner, colour));
  }
}

// A hash or an address is one long word: it breaks anywhere rather than widen its column past the page.
const LONG_WORD = /\S{25,}/;
const cell = (text: string): TableCell => (LONG_WORD.test(text) ? { text, wordBreak: 'break-all' } : text);

/** Label and value pairs, two pairs a row; a long value (an identifier) has a row of its own. */
function facts(pairs: [string, string][]): Content {
  const rows: TableCell[][] = [];
  const label = (text: string): TableCell => ({ text, color: GREY });
  let half: [string, string] | null = null;
  for (const pair of pairs) {
    if (pair[1].length > 24) {
      if (half) rows.push([label(half[0]), cell(half[1]), '', '']);
      half = null;
      rows.push([label(pair[0]), { ...asObject(cell(pair[1])), colSpan: 3 }, '', '']);
    } else if (half) {
      rows.push([label(half[0]), cell(half[1]), label(pair[0]), cell(pair[1])]);
      half = null;
    } else {
      half = pair;
    }
  }
  if (half) rows.push([label(half[0]), cell(half[1]), '', '']);
  return {
    table: { widths: [90, '*', 90, '*'], body: rows },
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
  };
}

/** A table with its note under it; an empty one says `empty` instead. */
function dataTable(
  headers: string[],
  widths: (number | '*')[] | null,
  rows: string[][],
  empty: string,
  cap: string | null,
): Content[] {
  if (rows.length === 0) return [muted(empty)];
  return [
    {
      table: {
        headerRows: 1,
        // The header row never ends a page alone.
        keepWithHeaderRows: 1,
        widths: widths ?? headers.map(() => '*'),
        body: [headers.map((h) => ({ text: h, style: 'th' })), ...rows.map((row) => row.map(cell))],
      },
      layout: 'lightHorizontalLines',
    },
    ...(cap ? [note(cap)] : []),
  ];
}

const asObject = (c: TableCell) => (typeof c === 'string' ? { text: c } : (c as { text: string }));
/** Horizontal bars of shares (0..1) with their labels: a cheap drawing of a flow's split. */
function shareBars(items: { label: string; share: number }[], colour: string): Content {
  const width = 260;
  return {
    table: {
      widths: [140, width, 50],
      body: items.map((item) => [
        { text: item.label, fontSize: 8 },
        {
          canvas: [
            { type: 'rect', x: 0, y: 1, w: width, h: 8, color: '#eef1f5' },
            {
              type: 'rect',
              x: 0,
              y: 1,
              w: Math.max(0.5, Math.min(1, item.share) * width),
              h: 8,
              color: colour,
            },
          ],
        },
        { text: `${(item.share * 100).toFixed(1)}%`, fontSize: 8 },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 2, 0, 6],
  };
}
