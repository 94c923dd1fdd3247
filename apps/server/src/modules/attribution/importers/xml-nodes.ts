import { XMLParser } from 'fast-xml-parser';

/** A parsed XML element: attributes as '@_Name', text as '#text', children by local name. */
export type XmlNode = { [key: string]: unknown };

/** Parser for small fragments of a large document. Every value stays a string (addresses look like numbers). */
export function fragmentParser(arrays: readonly string[]): XMLParser {
  const repeated = new Set(arrays);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (name) => repeated.has(name),
  });
}

export function children(node: unknown, name: string): XmlNode[] {
  if (!isNode(node)) return [];
  const value = node[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => (isNode(v) ? v : { '#text': String(v) }));
}

export function child(node: unknown, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

export function textOf(node: XmlNode | undefined): string {
  const value = node?.['#text'];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Each <name …>…</name> element of a document, with its offset, found by scanning the text: a 100 MB SDN file is
 * never parsed whole, only the few elements that matter. Namespace prefixes are allowed; elements must not nest.
 */
export function* elementsNamed(text: string, name: string): Generator<{ xml: string; offset: number }> {
  const open = new RegExp(`<(?:[\\w.-]+:)?${name}[\\s>/]`, 'g');
  const close = new RegExp(`</(?:[\\w.-]+:)?${name}\\s*>`, 'g');
  for (;;) {
    const start = open.exec(text);
    if (!start) return;
    const tagEnd = text.indexOf('>', start.index);
    if (tagEnd < 0) return;
    if (text[tagEnd - 1] === '/') {
      yield { xml: text.slice(start.index, tagEnd + 1), offset: start.index };
      open.lastIndex = tagEnd + 1;
      continue;
    }
    close.lastIndex = tagEnd;
    const end = close.exec(text);
    if (!end) return;
    yield { xml: text.slice(start.index, end.index + end[0].length), offset: start.index };
    open.lastIndex = end.index + end[0].length;
  }
}
