import { XMLValidator } from 'fast-xml-parser';
import { isImportError, ofacLabel } from './ofac-label.ts';
import { emptyResult, type ImportInput, lineLocator, type ParseResult } from './types.ts';
import { attr, child, children, elementsNamed, fragmentParser, textOf, type XmlNode } from './xml-nodes.ts';

const FEATURE_PREFIX = 'Digital Currency Address - ';
const parser = fragmentParser([
  'FeatureType',
  'Profile',
  'Identity',
  'Alias',
  'DocumentedName',
  'DocumentedNamePart',
  'Feature',
  'FeatureVersion',
  'VersionDetail',
  'EntryEvent',
  'SanctionsMeasure',
]);
const classicParser = fragmentParser(['program', 'id']);

type Party = {
  profileIds: string[];
  name: string;
  addresses: { ticker: string; address: string; line: number }[];
};

/**
 * 'ofac-xml': either of OFAC's XML publications, told apart by their content: the classic SDN.XML (sdnList of
 * sdnEntry) or the SDN advanced XML (sdn_advanced.xml).
 */
export function parseOfacXml(input: ImportInput): ParseResult {
  if (/<(?:[\w.-]+:)?sdnEntry[\s>]/.test(input.text)) {
    return withDate(parseClassicSdnXml(input), classicPublishDate(input.text));
  }
  if (/<(?:[\w.-]+:)?FeatureTypeValues[\s>]/.test(input.text)) {
    return withDate(parseAdvancedSdnXml(input), advancedDateOfIssue(input.text));
  }
  const result = emptyResult();
  result.errors.push({
    line: 0,
    error:
      'Neither sdnEntry elements nor digital currency feature types: not an OFAC SDN XML file (SDN.XML or sdn_advanced.xml)',
  });
  return result;
}

function withDate(result: ParseResult, publishedAt: string | null): ParseResult {
  return publishedAt === null ? result : { ...result, publishedAt };
}

/** SDN.XML's publshInformation/Publish_Date (OFAC's spelling), written MM/DD/YYYY. */
function classicPublishDate(text: string): string | null {
  const found = /<(?:[\w.-]+:)?Publish_Date>\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*</.exec(text.slice(0, 5000));
  if (!found) return null;
  return utcDate(Number(found[3]), Number(found[1]), Number(found[2]));
}

/** sdn_advanced.xml's DateOfIssue (Year, Month, Day), near the top of the document. */
function advancedDateOfIssue(text: string): string | null {
  const found = /<(?:[\w.-]+:)?DateOfIssue>([\s\S]*?)<\/(?:[\w.-]+:)?DateOfIssue>/.exec(text.slice(0, 20000));
  if (!found?.[1]) return null;
  const part = (name: string) =>
    Number(new RegExp(`<(?:[\\w.-]+:)?${name}>\\s*(\\d+)`).exec(found[1] ?? '')?.[1]);
  return utcDate(part('Year'), part('Month'), part('Day'));
}

function utcDate(y: number, m: number, d: number): string | null {
  if (!y || !m || !d || m > 12 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The classic SDN.XML: each sdnEntry has a uid, lastName (the whole name of an entity) and firstName, its
 * programmes (programList/program) and its identifiers (idList/id), among which the digital currency addresses
 * are ids of type "Digital Currency Address - <TICKER>" whose idNumber is the address. The name is written as in
 * sdn.csv ("LAST, First"), so both formats name an SDN's entity alike. The format has no designation date.
 */
function parseClassicSdnXml(input: ImportInput): ParseResult {
  const result = emptyResult();
  const lineOf = lineLocator(input.text);
  for (const { xml, offset } of elementsNamed(input.text, 'sdnEntry')) {
    if (!xml.includes(FEATURE_PREFIX)) continue;
    const valid = XMLValidator.validate(xml);
    if (valid !== true) {
      const line = lineOf(offset) + valid.err.line - 1;
      result.errors.push({ line, error: `Malformed sdnEntry: ${valid.err.msg}` });
      continue;
    }
    const entry = child(classicParser.parse(xml), 'sdnEntry');
    const uid = textOf(child(entry, 'uid'));
    const last = textOf(child(entry, 'lastName'));
    const first = textOf(child(entry, 'firstName'));
    const programs = children(child(entry, 'programList'), 'program').map(textOf).filter(Boolean);
    const detail = programs.length > 0 ? ` (${programs.join(', ')})` : '';
    let searchFrom = 0;
    for (const id of children(child(entry, 'idList'), 'id')) {
      const type = textOf(child(id, 'idType'));
      const address = textOf(child(id, 'idNumber'));
      if (!type.startsWith(FEATURE_PREFIX) || !address) continue;
      const at = xml.indexOf(address, searchFrom);
      if (at >= 0) searchFrom = at + address.length;
      const label = ofacLabel({
        line: lineOf(offset + Math.max(0, at)),
        ticker: type.slice(FEATURE_PREFIX.length).trim(),
        address,
        entityName: (first ? `${last}, ${first}` : last) || `SDN entry ${uid || '?'}`,
        description: `OFAC SDN entry ${uid}${detail}`,
        validFrom: null,
      });
      if (isImportError(label)) result.errors.push(label);
      else result.records.push(label);
    }
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}

/**
 * The SDN advanced XML (sdn_advanced.xml). FeatureTypeValues names the feature types
 * "Digital Currency Address - <TICKER>"; a DistinctParty's Profile holds Features of those types whose
 * VersionDetail is the address; SanctionsEntries give, per profile, the designation date (earliest EntryEvent
 * Date) and the programmes (SanctionsMeasure comments). The entity name is the primary alias's name parts.
 */
function parseAdvancedSdnXml(input: ImportInput): ParseResult {
  const result = emptyResult();
  const text = input.text;
  const lineOf = lineLocator(text);

  const tickers = featureTickers(text);
  if (tickers.size === 0) {
    const error = `No '${FEATURE_PREFIX}…' feature types: not an OFAC SDN advanced XML file`;
    result.errors.push({ line: 0, error });
    return result;
  }
  const featurePattern = new RegExp(`FeatureTypeID="(${[...tickers.keys()].join('|')})"`);

  const parties: Party[] = [];
  for (const { xml, offset } of elementsNamed(text, 'DistinctParty')) {
    if (!featurePattern.test(xml)) continue;
    const valid = XMLValidator.validate(xml);
    if (valid !== true) {
      const line = lineOf(offset) + valid.err.line - 1;
      result.errors.push({ line, error: `Malformed DistinctParty: ${valid.err.msg}` });
      continue;
    }
    parties.push(readParty(parser.parse(xml), tickers, (value) => lineOf(offset + xml.indexOf(value))));
  }

  const entries = sanctionsEntries(text, new Set(parties.flatMap((p) => p.profileIds)));
  for (const party of parties) {
    const entry = party.profileIds.map((id) => entries.get(id)).find((e) => e !== undefined);
    const programs = entry?.programs.length ? ` (${entry.programs.join(', ')})` : '';
    for (const { ticker, address, line } of party.addresses) {
      const label = ofacLabel({
        line,
        ticker,
        address,
        entityName: party.name || `SDN profile ${party.profileIds[0] ?? '?'}`,
        description: `OFAC SDN${programs}`,
        validFrom: entry?.designated ?? null,
      });
      if (isImportError(label)) result.errors.push(label);
      else result.records.push(label);
    }
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}

/** FeatureType ID → ticker, for the digital-currency feature types. */
function featureTickers(text: string): Map<string, string> {
  const tickers = new Map<string, string>();
  for (const { xml } of elementsNamed(text, 'FeatureTypeValues')) {
    for (const type of children(parser.parse(xml).FeatureTypeValues, 'FeatureType')) {
      const name = textOf(type);
      const id = attr(type, 'ID');
      if (id && /^\d+$/.test(id) && name.startsWith(FEATURE_PREFIX)) {
        tickers.set(id, name.slice(FEATURE_PREFIX.length).trim());
      }
    }
  }
  return tickers;
}

function readParty(
  doc: XmlNode,
  tickers: Map<string, string>,
  lineOfValue: (value: string) => number,
): Party {
  const profiles = children(child(doc, 'DistinctParty'), 'Profile');
  const party: Party = { profileIds: [], name: '', addresses: [] };
  for (const profile of profiles) {
    const id = attr(profile, 'ID');
    if (id) party.profileIds.push(id);
    party.name ||= primaryName(profile);
    for (const feature of children(profile, 'Feature')) {
      const ticker = tickers.get(attr(feature, 'FeatureTypeID') ?? '');
      if (!ticker) continue;
      for (const version of children(feature, 'FeatureVersion')) {
        for (const detail of children(version, 'VersionDetail')) {
          const address = textOf(detail);
          if (address) party.addresses.push({ ticker, address, line: lineOfValue(address) });
        }
      }
    }
  }
  return party;
}

/** The primary identity's primary alias, its name parts joined in document order. */
function primaryName(profile: XmlNode): string {
  const primary = <T extends XmlNode>(nodes: T[]) =>
    nodes.find((n) => attr(n, 'Primary') === 'true') ?? nodes[0];
  const alias = primary(children(primary(children(profile, 'Identity')), 'Alias'));
  const name = child(alias, 'DocumentedName');
  return children(name, 'DocumentedNamePart')
    .map((part) => textOf(child(part, 'NamePartValue')))
    .filter(Boolean)
    .join(' ');
}

type Entry = { designated: string | null; programs: string[] };

function sanctionsEntries(text: string, profileIds: Set<string>): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const { xml } of elementsNamed(text, 'SanctionsEntry')) {
    const profileId = /ProfileID="([^"]*)"/.exec(xml.slice(0, xml.indexOf('>')))?.[1];
    if (!profileId || !profileIds.has(profileId) || XMLValidator.validate(xml) !== true) continue;
    const entry = child(parser.parse(xml), 'SanctionsEntry');
    const dates = children(entry, 'EntryEvent')
      .map((event) => isoDate(child(event, 'Date')))
      .filter((d): d is string => d !== null)
      .sort();
    const programs = children(entry, 'SanctionsMeasure')
      .map((m) => textOf(child(m, 'Comment')))
      .filter(Boolean);
    entries.set(profileId, { designated: dates[0] ?? null, programs });
  }
  return entries;
}

function isoDate(node: XmlNode | undefined): string | null {
  const [y, m, d] = ['Year', 'Month', 'Day'].map((k) => Number(textOf(child(node, k))));
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
