import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA } from '../../../../test-support/shared-data.ts';
import { detectChains, validateAddress, validateTransactionHash } from './index.ts';

/** Real public data (../shared/data, see each folder's PROVENANCE.md). */
const DATA = SHARED_DATA;
const lines = (path: string) =>
  readFileSync(resolve(DATA, path), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
const ofac = (ticker: string) => lines(`ofac-0xb10c/sanctioned_addresses_${ticker}.txt`);

/** OFAC ticker → chain number. */
const OFAC_CHAINS: Record<string, number> = {
  XBT: 0,
  ETH: 1,
  LTC: 2,
  BCH: 3,
  XRP: 4,
  BSC: 8,
  TRX: 10,
  ARB: 17,
  XMR: 19,
  ZEC: 21,
  ETC: 22,
  DASH: 23,
  BTG: 34,
  XVG: 35,
};

/**
 * What OFAC published under a ticker that is not an address of that chain (2024-09-27 snapshot): a Tron
 * address listed as XBT, and a 64-hex string listed as XMR (not a Monero address).
 */
const OFAC_MISFILED: Record<string, string[]> = {
  XBT: ['TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq'],
  XMR: ['5be5543ff73456ab9f2d207887e2af87322c651ea1a873c5b25b7ffae456c320'],
};

describe('OFAC sanctioned addresses (0xB10C lists)', () => {
  for (const [ticker, chain] of Object.entries(OFAC_CHAINS)) {
    it(`accepts every ${ticker} address on chain ${chain}`, () => {
      const rejected = ofac(ticker).filter((a) => !validateAddress(chain, a).ok);
      expect(rejected).toEqual(OFAC_MISFILED[ticker] ?? []);
    });
  }

  it('finds the Tron address misfiled under XBT on Tron', () => {
    expect(detectChains('TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq')).toEqual([10]);
  });

  it('stores EVM addresses lower-case, whatever case OFAC published', () => {
    const eth = ofac('ETH');
    expect(eth.some((a) => a !== a.toLowerCase())).toBe(true);
    for (const a of eth) expect(validateAddress(1, a)).toMatchObject({ ok: true, address: a.toLowerCase() });
  });

  it('stores Bitcoin Cash addresses in cashaddr form, legacy or prefixed input alike', () => {
    const bch = ofac('BCH');
    const stored = bch.map((a) => {
      const check = validateAddress(3, a);
      return check.ok ? check.address : a;
    });
    expect(stored.every((a) => /^bitcoincash:q[0-9a-z]{41}$/.test(a))).toBe(true);
    expect(validateAddress(3, `bitcoincash:${bch[1]}`)).toEqual(validateAddress(3, bch[1] ?? ''));
  });

  it('answers "no longer supported" for the Bitcoin SV list', () => {
    expect(validateAddress(5, ofac('BSV')[0] ?? '')).toEqual({
      ok: false,
      reason: 'deprecated',
      message: 'This blockchain is no longer supported',
    });
  });

  it('tells the chain of USDT and USDC addresses from their format', () => {
    for (const a of [...ofac('USDT'), ...ofac('USDC')]) {
      const chains = detectChains(a);
      if (a.startsWith('0x')) {
        expect(chains).toContain(1);
        expect(chains.every((n) => n !== 0 && n !== 10)).toBe(true);
      } else if (a.startsWith('T')) {
        expect(chains).toEqual([10]);
      } else {
        expect(chains).toContain(0);
        expect(chains).not.toContain(1);
      }
    }
  });
});

describe('Polkadot / Kusama phishing addresses (polkadot-js/phishing)', () => {
  const byDomain = JSON.parse(
    readFileSync(resolve(DATA, 'polkadot-phishing/address.json'), 'utf8'),
  ) as Record<string, string[]>;
  const known = JSON.parse(readFileSync(resolve(DATA, 'polkadot-phishing/known.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const all = [...new Set([...Object.values(byDomain), ...Object.values(known)].flat())];

  it('places every address on Polkadot (prefix 0) or Kusama (prefix 2)', () => {
    const placed = all.map((a) => detectChains(a));
    expect(placed.filter((c) => c.length !== 1 || (c[0] !== 12 && c[0] !== 26))).toEqual([]);
    expect(placed.filter((c) => c[0] === 12).length).toBeGreaterThan(200);
    expect(placed.filter((c) => c[0] === 26).length).toBeGreaterThan(0);
  });

  it('accepts Polkadot addresses on Polkadot only, not under another prefix', () => {
    const polkadot = all.filter((a) => a.startsWith('1'));
    for (const a of polkadot) {
      expect(validateAddress(12, a)).toMatchObject({ ok: true, address: a });
      expect(validateAddress(26, a).ok).toBe(false);
    }
  });

  it('rejects an SS58 address with one character changed', () => {
    const a = all[0] ?? '';
    const flipped = `${a.slice(0, 10)}${a[10] === 'a' ? 'b' : 'a'}${a.slice(11)}`;
    expect(validateAddress(12, flipped).ok).toBe(false);
  });
});

type EtlTx = { hash: string; inputs: { addresses: string[] }[]; outputs: { addresses: string[] }[] };

function etlTransactions(chainFolder: string): EtlTx[] {
  const base = resolve(DATA, 'bitcoin-etl-fixtures', chainFolder);
  return readdirSync(base).flatMap((dir) =>
    readFileSync(resolve(base, dir, 'expected_transactions.json'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as EtlTx),
  );
}

describe('bitcoin-etl fixtures (real blocks)', () => {
  const cases: [string, number][] = [
    ['bitcoin', 0],
    ['bitcoin_cash', 3],
    ['dogecoin', 6],
    ['zcash', 21],
  ];
  for (const [folder, chain] of cases) {
    it(`accepts every ${folder} address and transaction hash`, () => {
      const txs = etlTransactions(folder);
      const addresses = txs.flatMap((t) => [...t.inputs, ...t.outputs].flatMap((io) => io.addresses ?? []));
      expect(addresses.length).toBeGreaterThan(0);
      for (const a of addresses) expect(validateAddress(chain, a), a).toMatchObject({ ok: true });
      for (const t of txs) expect(validateTransactionHash(chain, t.hash)).toEqual({ ok: true, hash: t.hash });
    });
  }

  it('keeps the genesis address and the cashaddr spelling as the nodes write them', () => {
    expect(validateAddress(0, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
    const bch = 'bitcoincash:qzkddwa6hgh03skr4qsrygk7e087zjydxgqkpjnsw7';
    expect(validateAddress(3, bch)).toMatchObject({ address: bch });
  });
});

describe('ethereum-etl fixtures (real mainnet)', () => {
  const csv = readFileSync(
    resolve(
      DATA,
      'ethereum-etl-fixtures/test_export_blocks_job/blocks_with_transactions/expected_transactions.csv',
    ),
    'utf8',
  )
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));

  it('accepts every transaction hash and address', () => {
    expect(csv.length).toBeGreaterThan(0);
    for (const [hash, , , , , from, to] of csv) {
      expect(validateTransactionHash(1, hash ?? '')).toEqual({ ok: true, hash });
      expect(validateTransactionHash(1, (hash ?? '').toUpperCase().replace('0X', '0x'))).toEqual({
        ok: true,
        hash,
      });
      for (const a of [from, to].filter((x): x is string => Boolean(x))) {
        expect(validateAddress(1, a)).toMatchObject({ ok: true, address: a });
      }
    }
  });

  it('refuses an Ethereum hash on Bitcoin only when it is not 64 hex', () => {
    const [hash] = csv[0] ?? [];
    expect(validateTransactionHash(0, hash ?? '')).toEqual({ ok: true, hash: (hash ?? '').slice(2) });
    expect(validateTransactionHash(0, `${hash}00`).ok).toBe(false);
  });
});

const SCRAPER_JUNK = ['', 'genesis', 'There are no matching entries'];

describe('Etherscan-family labels (brianleect/etherscan-labels)', () => {
  const explorers: [string, number][] = [
    ['etherscan', 1],
    ['bscscan', 8],
    ['polygonscan', 9],
    ['optimism', 16],
    ['arbiscan', 17],
    ['ftmscan', 18],
    ['avalanche', 25],
  ];
  for (const [folder, chain] of explorers) {
    it(`accepts every ${folder} address on chain ${chain}`, () => {
      const labels = JSON.parse(
        readFileSync(
          resolve(DATA, 'etherscan-labels-brianleect', folder, 'combinedAccountLabels.json'),
          'utf8',
        ),
      ) as Record<string, unknown>;
      const rejected = Object.keys(labels).filter((a) => {
        const check = validateAddress(chain, a);
        return !check.ok || check.address !== a;
      });
      // The scraper stored a few page texts as keys ('', 'genesis', 'There are no matching entries').
      expect(rejected.filter((a) => !SCRAPER_JUNK.includes(a))).toEqual([]);
      expect(Object.keys(labels).length - rejected.length).toBeGreaterThan(400);
    });
  }
});
