import { describe, expect, it } from 'vitest';
import { dataInput } from '../test-support.ts';
import { parseOfacCsv } from './ofac-csv.ts';

const SDN = 'ofac-sdn-csv-excerpt/sdn_excerpt.csv';
const COMMENTS = 'ofac-sdn-csv-excerpt/sdn_comments.csv';

describe('ofac-csv importer', () => {
  const both = parseOfacCsv([dataInput(SDN), dataInput(COMMENTS)]);
  const find = (address: string) => both.records.find((r) => r.address === address);

  it('reads every Digital Currency Address mention of sdn.csv + sdn_comments.csv', () => {
    // PROVENANCE counts 447 mentions in the two files; joining Remarks with Remarks_Extended completes one more
    // (entry 29703: "…Digital Currency Addres" + "s - ETH 0x8576…").
    expect(both.records.length + both.errors.length).toBe(448);
    const perChain = new Map<number | null, number>();
    for (const r of both.records) perChain.set(r.blockchain, (perChain.get(r.blockchain) ?? 0) + 1);
    // XBT 333 + 6 USDT on Omni; TRX 3 + 43 USDT on Tron; ETH 29 - 1 typo + ETC 1 + 2 USDT on Ethereum.
    expect(Object.fromEntries(perChain)).toEqual({
      0: 339,
      10: 46,
      null: 31,
      2: 10,
      19: 5,
      3: 5,
      23: 3,
      21: 3,
      4: 1,
      34: 1,
      35: 1,
    });
  });

  it('handles CRLF, quoting, -0- nulls and the trailing 0x1A byte without spurious errors', () => {
    expect(both.errors).toEqual([
      expect.objectContaining({
        file: SDN,
        line: 11,
        error: expect.stringMatching(/Monero address '5be5543f/),
      }),
      // OFAC published this ETH address with 39 hex digits.
      expect.objectContaining({
        file: SDN,
        line: 12,
        error: expect.stringMatching(/0xa7e5d5a720f06526557c513402f2e6b5fa20b00'/),
      }),
      expect.objectContaining({
        file: COMMENTS,
        line: 8,
        error: expect.stringMatching(/no longer supported: Bitcoin SV/),
      }),
    ]);
    const stray = ['\r', '\n', String.fromCharCode(0x1a)];
    expect(both.records.every((r) => !stray.some((c) => (r.address + r.entity.name).includes(c)))).toBe(true);
  });

  it('names each address after its SDN entry and programmes', () => {
    expect(find('12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h')).toMatchObject({
      line: 2,
      blockchain: 0,
      entity: {
        name: 'YAN, Xiaobing',
        category: 'Sanctions',
        subtype: 1301,
        description: 'OFAC SDN entry 25308 (SDNTK)',
      },
      source: 'ofac',
      confidence: 60,
    });
    // A Lazarus-linked individual (also in lazarus.yaml and the per-currency XBT list).
    expect(find('134r8iHv69xdT6p5qVKTsHrcUEuBVZAYak')?.entity.name).toBe('TIAN, Yinyin');
    expect(find('0x8576acc5c05d6ce88f4e49bf65bdf0c62f91353c')).toMatchObject({
      blockchain: null,
      entity: {
        name: 'ANDREYEV, Anton Nikolaeyvich',
        description: 'OFAC SDN entry 29703 (CYBER2, ELECTION-EO13848)',
      },
    });
  });

  it('joins an address cut between Remarks and Remarks_Extended', () => {
    // sdn.csv ends "…XBT 1Gq", sdn_comments.csv goes on "ChmWqGtsaLrGbHfgdrV5Nkvahtjjuxr; …".
    expect(find('1GqChmWqGtsaLrGbHfgdrV5Nkvahtjjuxr')?.entity.name).toBe('SECONDEYE SOLUTION');
    const alone = parseOfacCsv([dataInput(SDN)]);
    expect(alone.records.some((r) => r.address.startsWith('1Gq'))).toBe(false);
    expect(alone.errors.some((e) => /'1Gq'/.test(e.error))).toBe(true);
  });

  it('keeps the addresses of comment rows whose sdn.csv row is missing, named by entry number', () => {
    const entry = find('TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR');
    expect(entry).toMatchObject({
      blockchain: 10,
      entity: { name: 'SDN entry 36025', category: 'Sanctions' },
    });
  });

  it('reports rows that are not OFAC rows by line and keeps the good ones', () => {
    const text =
      '1,"GOOD ONE","individual","CYBER2",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Digital Currency Address - XBT 12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h."\r\n' +
      'abc,"no ent_num"\r\n' +
      '2,"three","columns"\r\n' +
      '3,"bad "quote" here","individual"\r\n' +
      '\x1a';
    const result = parseOfacCsv([{ name: 'sdn.csv', text }]);
    expect(result.records.map((r) => [r.line, r.address, r.entity.name])).toEqual([
      [1, '12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h', 'GOOD ONE'],
    ]);
    expect(result.errors.map((e) => e.line)).toEqual([2, 3, 4]);
  });
});
