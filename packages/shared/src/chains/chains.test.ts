import { describe, expect, it } from 'vitest';
import { digitalAssetsPage } from '../schemas/chains.ts';
import {
  ALL_CHAINS,
  CHAINS,
  chainLabel,
  DIGITAL_ASSETS,
  displayCode,
  filterDigitalAssets,
  getChain,
  getChainByCode,
  isEvm,
  isLite,
  presentDigitalAsset,
  supportsTokens,
  TOKEN_CHAINS,
  TOKENS,
} from './index.ts';

describe('chain catalogue', () => {
  it('numbers every chain 0–123 exactly once, in order', () => {
    expect(CHAINS.map((c) => c.blockchain)).toEqual(Array.from({ length: 124 }, (_, i) => i));
  });

  it('keeps the names and codes the specification gives', () => {
    const named: Record<number, string> = {
      0: 'Bitcoin',
      1: 'Ethereum',
      2: 'Litecoin',
      3: 'Bitcoin Cash',
      4: 'Ripple',
      5: 'Bitcoin SV',
      6: 'Dogecoin',
      7: 'Zilliqa',
      8: 'Binance Smart Chain',
      9: 'Polygon',
      10: 'Tron',
      11: 'Cardano',
      12: 'Polkadot',
      13: 'Stellar',
      14: 'Hedera',
      15: 'Cronos',
      16: 'Optimism',
      17: 'Arbitrum',
      18: 'Fantom',
      19: 'Monero',
      20: 'Cosmos',
      21: 'Zcash',
      22: 'Ethereum Classic',
      23: 'Dash',
      24: 'Solana',
      25: 'Avalanche C-Chain',
      123: 'Aptos',
    };
    for (const [n, label] of Object.entries(named)) expect(chainLabel(Number(n))).toBe(label);
    expect(getChain(0)?.code).toBe('BTC');
    expect(getChain(1)?.code).toBe('ETH');
  });

  it('has unique labels and unique short codes', () => {
    expect(new Set(CHAINS.map((c) => c.label)).size).toBe(CHAINS.length);
    expect(new Set(CHAINS.map((c) => c.code)).size).toBe(CHAINS.length);
    expect(getChainByCode('trx')?.blockchain).toBe(10);
  });

  it('supports tokens on exactly the specification list', () => {
    expect(CHAINS.filter((c) => c.supportsTokens).map((c) => c.blockchain)).toEqual([...TOKEN_CHAINS]);
    expect(TOKEN_CHAINS).toEqual([1, 7, 8, 9, 10, 13, 14, 15, 16, 17, 24, 25, 52, 84, 96]);
    expect(supportsTokens(52)).toBe(true);
    expect(supportsTokens(0)).toBe(false);
    expect(supportsTokens(999)).toBe(false);
  });

  it('flags Bitcoin SV and only Bitcoin SV as deprecated', () => {
    expect(CHAINS.filter((c) => c.deprecated).map((c) => c.blockchain)).toEqual([5]);
  });

  it('screens the specification second group (18–123 except 24, 25, 52, 84, 96) for sanctions only', () => {
    const lite = CHAINS.filter((c) => c.coverage === 'lite').map((c) => c.blockchain);
    const expected = [5, ...Array.from({ length: 106 }, (_, i) => i + 18)].filter(
      (n) => ![24, 25, 52, 84, 96].includes(n),
    );
    expect(lite).toEqual(expected);
    expect(isLite(0)).toBe(false);
    expect(isLite(19)).toBe(true);
    expect(isLite(ALL_CHAINS)).toBe(true);
  });

  it('shows Optimism and Arbitrum as ETH', () => {
    expect(displayCode(16)).toBe('ETH');
    expect(displayCode(17)).toBe('ETH');
    expect(displayCode(52)).toBe('BASE');
    expect(displayCode(0)).toBe('BTC');
  });

  it('knows the EVM family and the All chains value', () => {
    expect([1, 8, 9, 15, 16, 17, 18, 22, 25, 52, 84, 96].every(isEvm)).toBe(true);
    expect([0, 4, 10, 24, 123].some(isEvm)).toBe(false);
    expect(ALL_CHAINS).toBe(-1);
    expect(getChain(ALL_CHAINS)).toBeUndefined();
    expect(chainLabel(ALL_CHAINS)).toBe('All chains');
    expect(chainLabel(4242)).toBe('4242');
  });

  it('gives every chain sane native-asset decimals and destination-tag limits', () => {
    for (const c of CHAINS) {
      expect(c.native.decimals).toBeGreaterThanOrEqual(0);
      expect(c.native.decimals).toBeLessThanOrEqual(24);
      expect(c.native.symbol).toMatch(/^[A-Z0-9]{1,6}$/);
    }
    expect(CHAINS.filter((c) => c.maxDestinationTag !== undefined).map((c) => c.blockchain)).toEqual([
      4, 13, 14,
    ]);
  });
});

describe('digital-asset catalogue', () => {
  it('lists the native coin of every chain', () => {
    const natives = DIGITAL_ASSETS.filter((a) => a.kind === 'native');
    const covered = new Set(natives.flatMap((a) => a.deployments.map((d) => d.blockchain)));
    expect(covered.size).toBe(CHAINS.length);
    const eth = natives.find((a) => a.symbol === 'ETH');
    expect(eth?.deployments.map((d) => d.blockchain)).toEqual(
      expect.arrayContaining([1, 16, 17, 52, 84, 96]),
    );
  });

  it('places tokens only on token-capable chains, once per chain', () => {
    for (const token of TOKENS) {
      const chains = token.deployments.map((d) => d.blockchain);
      expect(new Set(chains).size, token.symbol).toBe(chains.length);
      for (const n of chains) expect(supportsTokens(n), `${token.symbol} on ${n}`).toBe(true);
    }
    const usdt = TOKENS.find((t) => t.symbol === 'USDT');
    expect(usdt?.deployments.map((d) => d.blockchain)).toEqual(expect.arrayContaining([1, 8, 9, 10, 24]));
  });

  it('marks coverage Full when any chain of the asset is fully covered', () => {
    const xmr = DIGITAL_ASSETS.find((a) => a.symbol === 'XMR');
    const btc = DIGITAL_ASSETS.find((a) => a.symbol === 'BTC');
    expect(xmr?.coverage).toBe('lite');
    expect(btc?.coverage).toBe('full');
  });

  it('filters by chains and by a case-insensitive text', () => {
    const onTron = filterDigitalAssets({ blockchains: [10] }).map((a) => a.symbol);
    expect(onTron).toEqual(expect.arrayContaining(['TRX', 'USDT', 'USDD']));
    expect(onTron).not.toContain('BTC');
    expect(filterDigitalAssets({ q: 'tether' }).map((a) => a.symbol)).toEqual(['USDT', 'XAUT']);
    expect(filterDigitalAssets({ q: 'usdc', blockchains: [24] }).map((a) => a.symbol)).toEqual(['USDC']);
    expect(filterDigitalAssets({ q: 'no such asset' })).toEqual([]);
  });

  it('presents assets in the response schema shape', () => {
    // Only Ethereum's data is held: Bitcoin stays a fully covered chain, without data here.
    const results = DIGITAL_ASSETS.map((asset) => presentDigitalAsset(asset, new Set([1])));
    const parsed = digitalAssetsPage.parse({ count: results.length, next: null, previous: null, results });
    expect(parsed.results[0]).toEqual({
      name: 'Bitcoin',
      symbol: 'BTC',
      blockchains: [{ blockchain: 0, blockchain_verbose: 'Bitcoin' }],
      coverage: 'full',
      has_chain_data: false,
    });
    expect(results.find((a) => a.symbol === 'ETH')?.has_chain_data).toBe(true);
  });
});
