import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataInput } from '../test-support.ts';
import { parseOfacCsv } from './ofac-csv.ts';
import { parseOfacXml } from './ofac-xml.ts';

/*
 * No real excerpt of sdn_advanced.xml exists in shared/data (PROVENANCE: the only full copy found was a Git LFS
 * pointer). This fixture follows the published structure, as the upstream generator of the ofac-0xb10c lists reads
 * it (FeatureTypeValues/FeatureType "Digital Currency Address - <TICKER>", DistinctParties//Feature[@FeatureTypeID]
 * //VersionDetail), with real SDN entries: Lazarus Group (designated 2019-09-13), Tian Yinyin (2020-03-02) and
 * Garantex Europe (2022-04-05), each with addresses the real OFAC files list for it (the sdn.csv excerpt's
 * entries 27307, 28263, 29702, 36025 and 22985); other dates are placeholders.
 */
function party(
  ref: string,
  nameParts: string[],
  features: [featureTypeId: string, address: string][],
): string {
  const parts = nameParts
    .map(
      (p, i) =>
        `<DocumentedNamePart><NamePartValue NamePartGroupID="${i + 1}" ScriptID="215" ScriptStatusID="1" Acronym="false">${p}</NamePartValue></DocumentedNamePart>`,
    )
    .join('\n              ');
  const featureXml = features
    .map(
      ([type, address], i) => `
        <Feature ID="${ref}${i}" FeatureTypeID="${type}">
          <FeatureVersion ID="${ref}${i}" ReliabilityID="1">
            <Comment />
            <VersionDetail DetailTypeID="1432">${address}</VersionDetail>
          </FeatureVersion>
          <IdentityReference IdentityID="${ref}" IdentityFeatureLinkTypeID="1" />
        </Feature>`,
    )
    .join('');
  return `
    <DistinctParty FixedRef="${ref}">
      <Comment />
      <Profile ID="${ref}" PartySubTypeID="4">
        <Identity ID="${ref}" FixedRef="${ref}" Primary="true" False="false">
          <Alias FixedRef="${ref}" AliasTypeID="1400" Primary="false" LowQuality="false">
            <DocumentedName ID="9${ref}" FixedRef="${ref}" DocNameStatusID="2">
              <DocumentedNamePart><NamePartValue NamePartGroupID="9" ScriptID="215">AN ALIAS</NamePartValue></DocumentedNamePart>
            </DocumentedName>
          </Alias>
          <Alias FixedRef="${ref}" AliasTypeID="1403" Primary="true" LowQuality="false">
            <DocumentedName ID="${ref}" FixedRef="${ref}" DocNameStatusID="1">
              ${parts}
            </DocumentedName>
          </Alias>
        </Identity>${featureXml}
      </Profile>
    </DistinctParty>`;
}

function entry(ref: string, [y, m, d]: number[], programs: string[]): string {
  return `
    <SanctionsEntry ID="${ref}" ProfileID="${ref}" ListID="91">
      <EntryEvent ID="${ref}" EntryEventTypeID="1" LegalBasisID="1">
        <Date CalendarTypeID="1"><Year>${y}</Year><Month>${m}</Month><Day>${d}</Day></Date>
        <Comment />
      </EntryEvent>${programs.map((p) => `\n      <SanctionsMeasure ID="${ref}" SanctionsTypeID="1"><Comment>${p}</Comment></SanctionsMeasure>`).join('')}
    </SanctionsEntry>`;
}

const XML = `<?xml version="1.0" encoding="utf-8"?>
<Sanctions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/ADVANCED_XML">
  <DateOfIssue><Year>2024</Year><Month>9</Month><Day>26</Day></DateOfIssue>
  <ReferenceValueSets>
    <AliasTypeValues><AliasType ID="1400">A.K.A.</AliasType><AliasType ID="1403">Name</AliasType></AliasTypeValues>
    <FeatureTypeValues>
      <FeatureType ID="8" FeatureTypeGroupID="1">Birthdate</FeatureType>
      <FeatureType ID="344" FeatureTypeGroupID="1">Digital Currency Address - XBT</FeatureType>
      <FeatureType ID="345" FeatureTypeGroupID="1">Digital Currency Address - ETH</FeatureType>
      <FeatureType ID="887" FeatureTypeGroupID="1">Digital Currency Address - USDT</FeatureType>
      <FeatureType ID="911" FeatureTypeGroupID="1">Digital Currency Address - TRX</FeatureType>
      <FeatureType ID="998" FeatureTypeGroupID="1">Digital Currency Address - QQQ</FeatureType>
    </FeatureTypeValues>
  </ReferenceValueSets>
  <DistinctParties>${party(
    '27307',
    ['LAZARUS GROUP'],
    [['345', '0x098B716B8Aaf21512996dC57EB0615e2383E2f96']],
  )}${party('306', ['BANCO NACIONAL DE CUBA'], [])}${party(
    '28263',
    ['TIAN', 'Yinyin'],
    [
      ['344', '134r8iHv69xdT6p5qVKTsHrcUEuBVZAYak'],
      ['998', 'qqq-address'],
    ],
  )}${party(
    '29702',
    ['LIFSHITS', 'Artem Mikhaylovich'],
    [['345', '0xa7e5d5a720f06526557c513402f2e6b5fa20b00']],
  )}${party(
    '36025',
    ['GARANTEX EUROPE OU'],
    [
      ['911', 'TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR'],
      ['911', 'TNDjh6WGLYyWmkh8vfu42bXVHUqFNQ3rDq'],
    ],
  )}${party('22985', ['CHEIL CREDIT BANK'], [['887', 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j']])}
    <DistinctParty FixedRef="99999">
      <Profile ID="99999" PartySubTypeID="4">
        <Feature ID="1" FeatureTypeID="344"><FeatureVersion ID="1"><VersionDetail DetailTypeID="1432">1BrokenParty</VersionDetai></FeatureVersion></Feature>
      </Profile>
    </DistinctParty>
  </DistinctParties>
  <SanctionsEntries>${entry('306', [1962, 7, 8], ['CUBA'])}${entry('27307', [2019, 9, 13], ['DPRK3'])}${entry('28263', [2020, 3, 2], ['DPRK3', 'CYBER2'])}${entry('29702', [2019, 10, 1], ['CYBER2'])}${entry('36025', [2022, 4, 5], ['CYBER2', 'RUSSIA-EO14024'])}
  </SanctionsEntries>
</Sanctions>
`;

const lineOf = (needle: string) => XML.slice(0, XML.indexOf(needle)).split('\n').length;

describe('ofac-xml importer', () => {
  const { records, errors } = parseOfacXml({ name: 'sdn_advanced.xml', text: XML });
  const find = (address: string) => records.find((r) => r.address === address);

  it('reads the digital currency features of each party, named after its primary alias', () => {
    expect(records.map((r) => [r.entity.name, r.blockchain, r.address])).toEqual([
      ['LAZARUS GROUP', null, '0x098b716b8aaf21512996dc57eb0615e2383e2f96'],
      ['TIAN Yinyin', 0, '134r8iHv69xdT6p5qVKTsHrcUEuBVZAYak'],
      ['GARANTEX EUROPE OU', 10, 'TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR'],
      ['GARANTEX EUROPE OU', 10, 'TNDjh6WGLYyWmkh8vfu42bXVHUqFNQ3rDq'],
      // A USDT feature: the Tron address format names the chain.
      ['CHEIL CREDIT BANK', 10, 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j'],
    ]);
  });

  it('labels them Sanctions / OFAC SDN from the designation date, with the programmes', () => {
    expect(find('0x098b716b8aaf21512996dc57eb0615e2383e2f96')).toMatchObject({
      entity: { category: 'Sanctions', subtype: 1301, description: 'OFAC SDN (DPRK3)' },
      source: 'ofac',
      confidence: 60,
      valid_from: '2019-09-13T00:00:00.000Z',
      valid_to: null,
      line: lineOf('0x098B716B8Aaf'),
    });
    expect(find('TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR')?.valid_from).toBe('2022-04-05T00:00:00.000Z');
    expect(find('TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR')?.entity.description).toBe(
      'OFAC SDN (CYBER2, RUSSIA-EO14024)',
    );
  });

  it('reports bad addresses, unknown tickers and malformed parties by line, and skips them', () => {
    expect(errors).toEqual([
      { line: lineOf('qqq-address'), error: "Unknown currency 'QQQ'" },
      // OFAC published this ETH address with 39 hex digits.
      {
        line: lineOf('0xa7e5d5a720f0'),
        error: expect.stringMatching(/invalid.*0xa7e5d5a720f06526557c513402f2e6b5fa20b00/),
      },
      {
        line: lineOf('1BrokenParty'),
        error: expect.stringMatching(/^Malformed DistinctParty.*VersionDetai/),
      },
    ]);
  });

  it('refuses a document without digital currency feature types', () => {
    const other = parseOfacXml({ name: 'x.xml', text: '<Sanctions><DistinctParties/></Sanctions>' });
    expect(other.records).toEqual([]);
    expect(other.errors).toEqual([
      { line: 0, error: expect.stringMatching(/not an OFAC SDN XML file \(SDN\.XML or sdn_advanced\.xml\)/) },
    ]);
  });

  it("gives the publication's date of issue (a full publication ends what it no longer lists at that date)", () => {
    expect(parseOfacXml({ name: 'sdn_advanced.xml', text: XML }).publishedAt).toBe(
      '2024-09-26T00:00:00.000Z',
    );
    const undated = XML.replace(/<DateOfIssue>[\s\S]*?<\/DateOfIssue>/, '');
    expect(parseOfacXml({ name: 'sdn_advanced.xml', text: undated }).publishedAt).toBeUndefined();
  });

  it('accepts namespace prefixes', () => {
    const prefixed = XML.replace(/<(\/?)(?!\?)([A-Za-z]+)/g, '<$1sdn:$2').replace(
      'xmlns="https',
      'xmlns:sdn="https',
    );
    expect(parseOfacXml({ name: 'sdn_advanced.xml', text: prefixed }).records).toHaveLength(5);
  });
});

/** The classic SDN.XML: a hand-written excerpt with real entries of the sdn.csv excerpt (see its PROVENANCE.md). */
const CLASSIC_PATH = resolve(import.meta.dirname, '../../../../test/fixtures/ofac/SDN.XML');
const CLASSIC = readFileSync(CLASSIC_PATH, 'utf8');
const classicLine = (needle: string) => CLASSIC.slice(0, CLASSIC.indexOf(needle)).split('\n').length;

describe('ofac-xml importer on the classic SDN.XML', () => {
  const { records, errors } = parseOfacXml({ name: 'SDN.XML', text: CLASSIC });

  it("gives the list's Publish_Date (MM/DD/YYYY) as the publication's date", () => {
    expect(parseOfacXml({ name: 'SDN.XML', text: CLASSIC }).publishedAt).toBe('2025-11-25T00:00:00.000Z');
  });

  it('is recognised by its sdnEntry elements and read id by id', () => {
    expect(records.map((r) => [r.entity.name, r.blockchain, r.address])).toEqual([
      ['CHEIL CREDIT BANK', 10, 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j'],
      ['YAN, Xiaobing', 0, '12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h'],
      ['YAN, Xiaobing', 0, '1Kuf2Rd8mDyAViwBozGTNYnvWL8uYFrkVo'],
      ['ZHENG, Guanghua', 0, '33Kja69SQVc8kozpoP7Qw6HFtGxHkiWzTz'],
      ['ZHENG, Guanghua', 2, 'LaizKtS5DUhPuP1nTQcc83MS7HwK6vk85z'],
      ['LIFSHITS, Artem Mikhaylovich', null, '0x901bb9583b24d97e995513c6778dc6888ab6870e'],
      ['LIFSHITS, Artem Mikhaylovich', 2, 'Leo3j36nn1JcsUQruytQhFUdCdCH5YHMR3'],
      ['SOUTHFRONT', 0, '3Gbs4rjcVUtQd8p3CiFUCxPLZwRqurezRZ'],
      ['SOUTHFRONT', null, '0x9f4cda013e354b8fc285bf4b9a60460cee7f7ea9'],
      ['SOUTHFRONT', 3, 'bitcoincash:qpf2cphc5dkuclkqur7lhj2yuqq9pk3hmukle77vhq'],
    ]);
    expect(records.find((r) => r.address === '3Gbs4rjcVUtQd8p3CiFUCxPLZwRqurezRZ')).toMatchObject({
      entity: {
        category: 'Sanctions',
        subtype: 1301,
        description: 'OFAC SDN entry 31212 (NPWMD, CYBER2, ELECTION-EO13848)',
      },
      source: 'ofac',
      confidence: 60,
      valid_from: null,
      line: classicLine('3Gbs4rjc'),
    });
  });

  it('reports unknown tickers, bad addresses and malformed entries by line', () => {
    expect(errors).toEqual([
      { line: classicLine('0xa7e5d5a720f0'), error: expect.stringMatching(/invalid.*0xa7e5d5a720f0/) },
      { line: classicLine('qqq-address'), error: "Unknown currency 'QQQ'" },
      { line: classicLine('1BrokenEntry'), error: expect.stringMatching(/^Malformed sdnEntry.*idNumber/) },
    ]);
  });

  it('gives the same labels as the official CSV files for the same entries', () => {
    const csv = parseOfacCsv([
      dataInput('ofac-sdn-csv-excerpt/sdn_excerpt.csv'),
      dataInput('ofac-sdn-csv-excerpt/sdn_comments.csv'),
    ]);
    const fromCsv = new Map(csv.records.map((r) => [`${r.blockchain}|${r.address}`, r]));
    for (const r of records) {
      const twin = fromCsv.get(`${r.blockchain}|${r.address}`);
      expect(twin, r.address).toBeDefined();
      expect(twin?.entity.name).toBe(r.entity.name);
      expect(twin?.entity.description).toBe(r.entity.description);
    }
  });
});
