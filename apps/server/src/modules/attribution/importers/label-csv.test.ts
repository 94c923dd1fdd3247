import { describe, expect, it } from 'vitest';
import { parseLabelCsv } from './label-csv.ts';

const HEADER = 'address,blockchain,entity_name,category,subtype';

describe('csv importer', () => {
  it('reads chain numbers and short codes, categories by name and optional subtypes', () => {
    const text = [
      HEADER,
      '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,ETH,Lazarus Group,Sanctions,1301',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,0,Hydra Market,darknet,401',
      'TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR,TRX,"Garantex Europe, OU",Sanctions,',
      '0x8589427373D6D84E98730D7795D8f6f8731FDA16,EVM,Tornado Cash,Coin Mixer,603',
      '3K35dyL85fR9ht7UgzPfd1gLRRXQtNTqE3,XBT,Some Exchange,Exchange',
    ].join('\r\n');
    const { records, errors } = parseLabelCsv({ name: 'labels.csv', text });
    expect(errors).toEqual([]);
    expect(
      records.map((r) => [
        r.line,
        r.blockchain,
        r.address,
        r.entity.name,
        r.entity.category,
        r.entity.subtype,
      ]),
    ).toEqual([
      [2, 1, '0x098b716b8aaf21512996dc57eb0615e2383e2f96', 'Lazarus Group', 'Sanctions', 1301],
      [3, 0, '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA', 'Hydra Market', 'Darknet', 401],
      [4, 10, 'TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR', 'Garantex Europe, OU', 'Sanctions', null],
      [5, null, '0x8589427373d6d84e98730d7795d8f6f8731fda16', 'Tornado Cash', 'Coin Mixer', 603],
      [6, 0, '3K35dyL85fR9ht7UgzPfd1gLRRXQtNTqE3', 'Some Exchange', 'Exchange', null],
    ]);
    expect(records[0]).toMatchObject({ source: 'csv:labels.csv', confidence: 50, valid_from: null });
  });

  it('reads a category cell that names a GraphSense concept or a common word, and subtypes by name', () => {
    const text = [
      HEADER,
      '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,ETH,Fake Airdrop,phishing,',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,0,WannaCry,Ransomware,',
      '0x8589427373D6D84E98730D7795D8f6f8731FDA16,ETH,Some Mixer,mixer,',
      '3K35dyL85fR9ht7UgzPfd1gLRRXQtNTqE3,BTC,Bridge Exploit,hack,',
      '0x722122dF12D4e14e13Ac3b6895a86e84145b6967,ETH,Tornado Cash,Mixing Service,',
      '0x19aa5fe80d33a56d56c78e82ea5e50e5d80b4dff,ETH,Some Scam,Scam,Phishing',
    ].join('\n');
    const { records, errors } = parseLabelCsv({ name: 'labels.csv', text });
    expect(errors).toEqual([]);
    expect(records.map((r) => [r.entity.category, r.entity.subtype])).toEqual([
      ['Scam', 701],
      ['Extortion', 801],
      ['Coin Mixer', null],
      ['Theft', 1001],
      ['Coin Mixer', 601],
      ['Scam', 701],
    ]);
  });

  it('reports each broken row by line and keeps the good rows', () => {
    const text = [
      HEADER,
      '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,ETH,Good One,Sanctions,1301',
      '0x098B716B8Aaf21512996dC57EB0615e2383E2f96,NOPE,Bad Chain,Sanctions,',
      '0x098B716B8Aaf21512996dC57EB0615e2383E2f9,ETH,Bad Address,Sanctions,',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Unknown Category,Piracy,',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,Wrong Subtype,Darknet,1301',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC',
      '\u0000\u0001\u00ff\u00fe"\u0002,\u0003junk',
      '"unclosed,BTC,Quote,Scam,',
      '1BCWMwpR4M1nYUuuYe2bmzrNuwGoF9ZAbA,BTC,,Darknet,',
      '',
      'TJkBr9TZ1xBeJoF7RNWqyEMbYqVJ6fXXHR,10,Good Two,Sanctions,',
    ].join('\n');
    const { records, errors } = parseLabelCsv({ name: 'mixed.csv', text });
    expect(records.map((r) => [r.line, r.entity.name])).toEqual([
      [2, 'Good One'],
      [12, 'Good Two'],
    ]);
    expect(errors).toEqual([
      { line: 3, error: "Unknown blockchain 'NOPE'" },
      { line: 4, error: expect.stringMatching(/^Address is invalid.*Ethereum address '0x098B716B8Aaf/) },
      { line: 5, error: expect.stringMatching(/^Unknown category 'Piracy'/) },
      { line: 6, error: 'Subtype 1301 (OFAC SDN) belongs to Sanctions, not Darknet' },
      { line: 7, error: 'Expected at least 4 columns, found 2' },
      { line: 8, error: 'Binary data in the line' },
      { line: 9, error: expect.stringMatching(/^Unreadable CSV/) },
      { line: 10, error: 'Missing entity_name' },
    ]);
  });

  it('refuses a file whose header lacks a required column', () => {
    const { records, errors } = parseLabelCsv({
      name: 'x.csv',
      text: 'address,entity_name,category\n1abc,X,Scam\n',
    });
    expect(records).toEqual([]);
    expect(errors).toEqual([
      { line: 1, error: expect.stringMatching(/^Missing column blockchain in the header/) },
    ]);
    expect(parseLabelCsv({ name: 'empty.csv', text: '\n\n' }).errors).toEqual([
      { line: 0, error: 'The file is empty' },
    ]);
  });

  it('reads confidence and validity columns when present', () => {
    const text = [
      'blockchain,address,entity_name,category,confidence,valid_from,valid_to',
      '1,0x8589427373D6D84E98730D7795D8f6f8731FDA16,Tornado Cash,Sanctions,authority_data,2022-08-08,2025-03-21',
      '1,0x8589427373D6D84E98730D7795D8f6f8731FDA16,Tornado Cash,Sanctions,150,,',
      '1,0x8589427373D6D84E98730D7795D8f6f8731FDA16,Tornado Cash,Sanctions,60,2025-03-21,2022-08-08',
    ].join('\n');
    const { records, errors } = parseLabelCsv({ name: 'tc.csv', text }, 'ofac-manual');
    expect(records).toEqual([
      expect.objectContaining({
        source: 'ofac-manual',
        confidence: 60,
        valid_from: '2022-08-08T00:00:00.000Z',
        valid_to: '2025-03-21T00:00:00.000Z',
      }),
    ]);
    expect(errors.map((e) => e.line)).toEqual([3, 4]);
  });
});
