import { CHAINS } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { CHAIN_FILTER_OPTIONS } from './chain-filter-options.ts';

describe('the Blockchain filter choices', () => {
  it('offer every chain once, fully covered chains first and the retired chain last', () => {
    const values = CHAIN_FILTER_OPTIONS.flatMap((g) => g.items.map((i) => i.value));
    expect(new Set(values).size).toBe(CHAINS.length);
    expect(CHAIN_FILTER_OPTIONS.map((g) => g.group)).toEqual([
      'Full coverage',
      'Sanctions screening only',
      'No longer supported',
    ]);
    const [full, lite, retired] = CHAIN_FILTER_OPTIONS;
    expect(full?.items.slice(0, 2).map((i) => i.label)).toEqual(['Bitcoin (BTC)', 'Ethereum (ETH)']);
    expect(full?.items.length).toBeLessThan(lite?.items.length ?? 0);
    expect(retired?.items.map((i) => i.label)).toEqual(['Bitcoin SV (BSV)']);
  });
});
