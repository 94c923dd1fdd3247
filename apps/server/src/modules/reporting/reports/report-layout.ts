import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPORT_TABLE_MAX_ROWS } from '@riskscreen/shared';
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

/** The PDF of a report: every page headed with the branding and 'Private and Confidential', footed with x of y. */
export async function renderReport(
  branding: ReportBranding,
  heading: { title: string; subject: string },
  generatedAt: Date,
  body: Content[],
): Promise<Buffer> {
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

export const sectionTitle = (text: string): Content => ({ text, style: 'section', headlineLevel: 1 });
export const subsectionTitle = (text: string): Content => ({ text, style: 'subsection', headlineLevel: 1 });
export const note = (text: string): Content => ({ text, style: 'note' });

// A hash or an address is one long word: it breaks anywhere rather than widen its column past the page.
const LONG_WORD = /\S{25,}/;
const cell = (text: string): TableCell => (LONG_WORD.test(text) ? { text, wordBreak: 'break-all' } : text);

/** Label and value pairs, two pairs a row; a long value (an identifier) has a row of its own. */
export function facts(pairs: [string, string][]): Content {
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

/**
 * A table of at most REPORT_TABLE_MAX_ROWS rows, noting the maximum (and how many there are when more); an empty
 * table says `empty` instead.
 */
export function dataTable(options: {
  headers: string[];
  rows: string[][];
  count?: number;
  widths?: (number | string)[];
  empty: string;
}): Content[] {
  const { headers, rows, empty } = options;
  if (rows.length === 0) return [{ text: empty, color: GREY, margin: [0, 0, 0, 4] }];
  const shown = rows.slice(0, REPORT_TABLE_MAX_ROWS);
  const count = Math.max(options.count ?? rows.length, rows.length);
  const cap =
    count > shown.length
      ? `Showing ${shown.length} of ${count} rows: a report table holds a maximum of ${REPORT_TABLE_MAX_ROWS} rows.`
      : `${count} row${count === 1 ? '' : 's'} (a report table holds a maximum of ${REPORT_TABLE_MAX_ROWS} rows).`;
  return [
    {
      table: {
        headerRows: 1,
        // The header row never ends a page alone.
        keepWithHeaderRows: 1,
        widths: options.widths ?? headers.map(() => '*'),
        body: [headers.map((h) => ({ text: h, style: 'th' })), ...shown.map((row) => row.map(cell))],
      },
      layout: 'lightHorizontalLines',
    },
    note(cap),
  ];
}

const asObject = (c: TableCell) => (typeof c === 'string' ? { text: c } : (c as { text: string }));

/** Horizontal bars of shares (0..1) with their labels: a cheap drawing of a flow's split. */
export function shareBars(items: { label: string; share: number }[], colour: string): Content {
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
