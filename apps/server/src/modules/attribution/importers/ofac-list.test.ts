import { describe, expect, it } from 'vitest';
import { dataInput, dataInputs } from '../test-support.ts';
import { OFAC_LIST_ENTITY, parseOfacList } from './ofac-list.ts';

/** Row counts stated in ofac-0xb10c/PROVENANCE.md. */
const ROWS: Record<string, number> = {
  XBT: 435,
  ETH: 152,
  USDT: 26,
  LTC: 10,
  BCH: 7,
  TRX: 6,
  DASH: 3,
  XMR: 3,
  ZEC: 3,
  USDC: 2,
  ARB: 1,
  BSC: 1,
  BSV: 1,
  BTG: 1,
  ETC: 1,
  XRP: 1,
  XVG: 1,
};

const ticker = (name: string) => /_([A-Z]+)\.(txt|json)$/.exec(name)?.[1] ?? '';

describe('ofac-list importer', () => {
  const texts = dataInputs('ofac-0xb10c', ['.txt']);

  it('reads every row of every per-currency list: 654 entries, as PROVENANCE counts them', () => {
    expect(texts).toHaveLength(17);
    let total = 0;
    for (const input of texts) {
      const { records, errors } = parseOfacList(input);
      expect(records.length + errors.length, input.name).toBe(ROWS[ticker(input.name)]);
      total += records.length + errors.length;
    }
    expect(total).toBe(654);
  });

  it('reads the JSON lists to the same labels as the text lists', () => {
    for (const input of texts) {
      const json = parseOfacList(dataInput(input.name.replace(/\.txt$/, '.json')));
      const text = parseOfacList(input);
      expect(json.records.map((r) => [r.blockchain, r.address])).toEqual(
        text.records.map((r) => [r.blockchain, r.address]),
      );
      expect(json.errors.length).toBe(text.errors.length);
    }
  });

  it('skips the two entries no chain takes, and keeps the Tron address OFAC listed under XBT on Tron', () => {
    const errors = texts.flatMap((input) =>
      parseOfacList(input).errors.map((e) => ({ file: input.name, ...e })),
    );
    // Bitcoin SV is deprecated; a 64-hex string under XMR is no address.
    expect(errors).toHaveLength(2);
    expect(errors).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/BSV/), line: 1 }));
    expect(errors).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/XMR/), line: 2 }));
    // OFAC's own error: a Tron address under XBT. It is valid on Tron only, so it is imported there, with a warning.
    const xbt = texts.find((input) => input.name.includes('XBT'));
    const tron = xbt && parseOfacList(xbt).records.find((r) => r.address.startsWith('TUCsTq7'));
    expect(tron).toMatchObject({
      line: 355,
      blockchain: 10,
      warning: expect.stringMatching(/^Line 355: .* imported on Tron/),
    });
  });

  it('attributes a Lazarus (Ronin bridge) address to Sanctions / OFAC SDN, stored lower-case for every EVM chain', () => {
    const { records } = parseOfacList(dataInput('ofac-0xb10c/sanctioned_addresses_ETH.txt'));
    const ronin = records.find((r) => r.address === '0x098b716b8aaf21512996dc57eb0615e2383e2f96');
    expect(ronin).toMatchObject({
      blockchain: null,
      entity: { name: OFAC_LIST_ENTITY, category: 'Sanctions', subtype: 1301 },
      source: 'ofac',
      confidence: 60,
    });
    expect(records.every((r) => r.address === r.address.toLowerCase())).toBe(true);
  });

  it('puts token addresses on the chain their format names: 0x → EVM, T… → Tron, 1…/3… → Bitcoin (Omni)', () => {
    const { records, errors } = parseOfacList(dataInput('ofac-0xb10c/sanctioned_addresses_USDT.txt'));
    expect(errors).toEqual([]);
    const chainOf = (address: string) => records.find((r) => r.address === address)?.blockchain;
    expect(chainOf('0x19aa5fe80d33a56d56c78e82ea5e50e5d80b4dff')).toBeNull();
    expect(chainOf('0x38735f03b30fbc022ddd06abed01f0ca823c6a94')).toBeNull();
    expect(chainOf('TEAqwfMhXLaomXhZ8KeMhx3njGmQEDnsUR')).toBe(10);
    expect(chainOf('1CF46Rfbp97absrs7zb7dFfZS6qBXUm9EP')).toBe(0);
    expect(records.filter((r) => r.blockchain === null)).toHaveLength(8);
    expect(records.filter((r) => r.blockchain === 10)).toHaveLength(11);
    expect(records.filter((r) => r.blockchain === 0)).toHaveLength(7);
  });

  it('lists one EVM address under ETH, ARB and BSC as the same label key', () => {
    const keys = ['ETH', 'ARB', 'BSC'].map((t) =>
      parseOfacList(dataInput(`ofac-0xb10c/sanctioned_addresses_${t}.txt`))
        .records.filter((r) => r.address === '0x4f47bc496083c727c5fbe3ce9cdf2b0f6496270c')
        .map((r) => `${r.blockchain}:${r.address}`),
    );
    expect(keys).toEqual([
      ['null:0x4f47bc496083c727c5fbe3ce9cdf2b0f6496270c'],
      ['null:0x4f47bc496083c727c5fbe3ce9cdf2b0f6496270c'],
      ['null:0x4f47bc496083c727c5fbe3ce9cdf2b0f6496270c'],
    ]);
  });

  it('refuses a file whose name does not carry the ticker, and broken JSON', () => {
    expect(parseOfacList({ name: 'addresses.txt', text: '1abc\n' }).errors[0]).toMatchObject({ line: 0 });
    const broken = parseOfacList({ name: 'sanctioned_addresses_XBT.json', text: '["1abc", ' });
    expect(broken.records).toEqual([]);
    expect(broken.errors[0]?.error).toMatch(/Not valid JSON/);
    const unknown = parseOfacList({ name: 'sanctioned_addresses_FOO.txt', text: 'abc\n' });
    expect(unknown.errors).toEqual([{ line: 1, error: "Unknown currency 'FOO'" }]);
  });
});
