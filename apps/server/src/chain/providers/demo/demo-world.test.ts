import { ENTITY_SUBTYPES, TAG_CATEGORIES } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_OBJECT_SPECS, demoCatalogue } from './catalogue.ts';
import { DEMO_CHAINS } from './chains.ts';
import { DEMO_ENTITIES } from './entities.ts';
import { ChainKeys } from './keys.ts';
import { PRICED_SYMBOLS, priceSeries } from './prices.ts';
import { Rng } from './prng.ts';
import { demoAddressProblem } from './test-support.ts';

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, () => new Rng(seed).next());
    const a = new Rng('s1');
    const b = new Rng('s1');
    const seqA = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(seqA);
    expect(draw('s2')).not.toEqual(draw('s1'));
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    // A fork is independent of what the parent drew before.
    const c = new Rng('s1');
    c.next();
    expect(c.fork('x').next()).toBe(new Rng('s1').fork('x').next());
  });
});

describe('demo addresses', () => {
  it('are valid and canonical for their chain, for named and fresh keys', () => {
    for (const chain of DEMO_CHAINS) {
      const keys = new ChainKeys('seed', chain);
      const addresses = [
        keys.zeroAddress(),
        ...Array.from({ length: 300 }, (_, i) => keys.address(`k${i}`)),
        ...Array.from({ length: 50 }, () => keys.fresh()),
      ].filter((a) => chain.family !== 'utxo' || a !== keys.zeroAddress());
      const problems = addresses
        .map((a) => [a, demoAddressProblem(chain.blockchain, a)])
        .filter(([, p]) => p);
      expect(problems).toEqual([]);
      expect(new Set(addresses).size).toBe(addresses.length);
    }
  });

  it('uses all three Bitcoin formats', () => {
    const keys = new ChainKeys('seed', DEMO_CHAINS[0] as (typeof DEMO_CHAINS)[number]);
    const prefixes = new Set(Array.from({ length: 200 }, (_, i) => keys.address(`k${i}`).slice(0, 3)));
    expect(prefixes.has('bc1')).toBe(true);
    expect([...prefixes].some((p) => p.startsWith('1'))).toBe(true);
    expect([...prefixes].some((p) => p.startsWith('3'))).toBe(true);
  });

  it('derive named addresses from the seed and key only', () => {
    const eth = DEMO_CHAINS.find((c) => c.blockchain === 1) as (typeof DEMO_CHAINS)[number];
    expect(new ChainKeys('a', eth).address('x')).toBe(new ChainKeys('a', eth).address('x'));
    expect(new ChainKeys('a', eth).address('x')).not.toBe(new ChainKeys('b', eth).address('x'));
  });
});

describe('catalogue of demo objects', () => {
  const catalogue = demoCatalogue('riskscreen');

  it('has unique keys and addresses, valid for their chains', () => {
    expect(new Set(catalogue.map((o) => o.key)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((o) => `${o.blockchain}:${o.address}`)).size).toBe(catalogue.length);
    const problems = catalogue
      .map((o) => [o.key, demoAddressProblem(o.blockchain, o.address)])
      .filter(([, p]) => p);
    expect(problems).toEqual([]);
    expect(demoCatalogue('riskscreen')).toEqual(catalogue);
    expect(demoCatalogue('other')[0]?.address).not.toBe(catalogue[0]?.address);
  });

  it('names an object for every rule template 1–28', () => {
    const covered = new Set(DEMO_OBJECT_SPECS.flatMap((o) => o.templates));
    expect([...covered].sort((a, b) => a - b)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('includes the objects the screening work relies on', () => {
    const keys = new Set(catalogue.map((o) => o.key));
    for (const key of [
      'btc.sanctioned-darknet',
      'btc.darknet-2hop',
      'eth.megahub',
      'eth.token-account',
      'btc.dormant',
    ]) {
      expect(keys.has(key)).toBe(true);
    }
  });
});

describe('demo entities', () => {
  it('cover all 17 categories with valid subtypes and unique names per category', () => {
    expect(new Set(DEMO_ENTITIES.map((e) => e.category))).toEqual(new Set(TAG_CATEGORIES));
    const codes = new Map(ENTITY_SUBTYPES.map((s) => [s.code, s.category]));
    for (const e of DEMO_ENTITIES) expect(codes.get(e.subtype)).toBe(e.category);
    expect(new Set(DEMO_ENTITIES.map((e) => `${e.name}|${e.category}`)).size).toBe(DEMO_ENTITIES.length);
    expect(new Set(DEMO_ENTITIES.map((e) => e.key)).size).toBe(DEMO_ENTITIES.length);
  });
});

describe('demo prices', () => {
  it('are deterministic daily series in a plausible band; stablecoins stay near 1', () => {
    for (const symbol of PRICED_SYMBOLS) {
      const series = priceSeries('seed', symbol, 731);
      expect(series).toEqual(priceSeries('seed', symbol, 731));
      expect(series.every((p) => p > 0)).toBe(true);
      if (symbol === 'USDT' || symbol === 'USDC') {
        expect(Math.min(...series)).toBeGreaterThan(0.99);
        expect(Math.max(...series)).toBeLessThan(1.01);
      } else {
        // Moves day to day, but no day-to-day jump above 25 %.
        const jumps = series.slice(1).map((p, i) => Math.abs(p / (series[i] as number) - 1));
        expect(Math.max(...jumps)).toBeLessThan(0.25);
        expect(new Set(series).size).toBeGreaterThan(600);
      }
    }
    expect(priceSeries('a', 'BTC', 10)).not.toEqual(priceSeries('b', 'BTC', 10));
  });
});
