import { describe, expect, it } from 'vitest';
import { chainOfCurrency, chainOfTokenAddress, parseChain } from './chain-codes.ts';

describe('currency codes → chains', () => {
  it('knows OFAC tickers, GraphSense spellings and the catalogue codes', () => {
    expect(chainOfCurrency('XBT')).toBe(0);
    expect(chainOfCurrency(' btc ')).toBe(0);
    expect(chainOfCurrency('BEP20')).toBe(8);
    expect(chainOfCurrency('Ripple')).toBe(4);
    expect(chainOfCurrency('MATIC')).toBe(9);
    expect(chainOfCurrency('ARB')).toBe(17);
    expect(chainOfCurrency('BTG')).toBe(34);
    expect(chainOfCurrency('USDT')).toBe('token');
    expect(chainOfCurrency('BEP2')).toBeUndefined();
  });

  it('reads a chain given by number or code, not tokens or unknown numbers', () => {
    expect(parseChain('1')).toBe(1);
    expect(parseChain('eth')).toBe(1);
    expect(parseChain('124')).toBeUndefined();
    expect(parseChain('USDT')).toBeUndefined();
    expect(parseChain('')).toBeUndefined();
  });

  it('places a token address by its format', () => {
    expect(chainOfTokenAddress('USDT', '0x19aa5fe80d33a56d56c78e82ea5e50e5d80b4dff')).toBe(1);
    expect(chainOfTokenAddress('USDT', 'TEAqwfMhXLaomXhZ8KeMhx3njGmQEDnsUR')).toBe(10);
    expect(chainOfTokenAddress('USDT', '1CF46Rfbp97absrs7zb7dFfZS6qBXUm9EP')).toBe(0);
    expect(chainOfTokenAddress('USDT', 'kucoinrise11')).toBeUndefined();
  });
});
