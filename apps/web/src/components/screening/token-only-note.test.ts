import { describe, expect, it } from 'vitest';
import { tokenOnlyText } from './token-only-note.tsx';

describe('tokenOnlyText', () => {
  it('points to the tab of the tokens when the call moved no native value', () => {
    expect(
      tokenOnlyText({ value: 1156.797173, value_token_symbol: 'USDT', currency: 10 }, 'Token Transfers'),
    ).toBe(
      'This transaction moved no TRX: it is a call into a token contract. The 1,156.7972 USDT it moved are listed under Token Transfers.',
    );
  });

  it("says nothing when native value moved, in the chain's own symbol (BNB on BSC)", () => {
    expect(tokenOnlyText({ value: 2, value_token_symbol: 'BNB', currency: 8 }, 'Transfers')).toBeNull();
    expect(tokenOnlyText({ value: 0.5, value_token_symbol: 'ETH', currency: 1 }, 'Transfers')).toBeNull();
  });
});
