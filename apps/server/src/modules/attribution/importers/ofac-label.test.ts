import { describe, expect, it } from 'vitest';
import { ofacLabel } from './ofac-label.ts';

const mention = (ticker: string, address: string) => ({
  line: 7,
  ticker,
  address,
  entityName: 'CHEIL CREDIT BANK',
});

describe('an OFAC address listed under the wrong ticker', () => {
  it('is kept on the one chain it is valid on (a Tron address under XBT), with a warning naming the line', () => {
    expect(ofacLabel(mention('XBT', 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j'))).toMatchObject({
      line: 7,
      blockchain: 10,
      address: 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j',
      entity: { category: 'Sanctions' },
      warning:
        "Line 7: 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j' is listed under XBT but is not an address of it; imported on Tron, where it is valid",
    });
  });

  it('counts every EVM chain as one: an 0x address under XBT holds on every EVM chain', () => {
    expect(ofacLabel(mention('XBT', '0x901BB9583B24D97E995513C6778DC6888AB6870E'))).toMatchObject({
      blockchain: null,
      address: '0x901bb9583b24d97e995513c6778dc6888ab6870e',
      warning: expect.stringContaining('imported on every EVM chain'),
    });
  });

  it('is skipped with the reason when it fits several chains or none, as before', () => {
    // A legacy Bitcoin address is also a Bitcoin Cash one: which was meant cannot be told.
    expect(ofacLabel(mention('LTC', '12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h'))).toEqual({
      line: 7,
      error:
        "Address is invalid for the selected currency: Litecoin address '12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h'",
    });
    expect(ofacLabel(mention('XBT', 'not-an-address'))).toMatchObject({
      error: expect.stringContaining('invalid'),
    });
  });

  it('carries no warning when the ticker is right', () => {
    expect(ofacLabel(mention('TRX', 'TE3mCcPULjPUE7ykX7RArDPAhyahoy3d2j'))).not.toHaveProperty('warning');
  });
});
