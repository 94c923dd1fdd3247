import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, read back by pdf.js (Mozilla's reader, from npm: the tests need nothing outside it), page after
 * page, one line per line of the page, runs of spaces made one.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    let end: { x: number; y: number } | undefined;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      // Pieces of one word sit edge to edge on the same line; anything else is apart.
      const joined = end !== undefined && Math.abs(end.y - y) < 0.5 && Math.abs(end.x - x) < 0.5;
      text += `${joined || text === '' || text.endsWith('\n') ? '' : ' '}${item.str}${item.hasEOL ? '\n' : ''}`;
      end = item.hasEOL ? undefined : { x: x + item.width, y };
    }
    pages.push(text.replace(/[ \t]+/g, ' ').replace(/ \n/g, '\n'));
  }
  await document.destroy();
  return pages.join('\n');
}

/** The text with every space and line break removed: table cells wrap long identifiers. */
export const squeeze = (text: string) => text.replace(/\s+/g, '');
