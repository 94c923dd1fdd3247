import { describe, expect, it } from 'vitest';
import { addressesFromFile, failureSummary } from './failure-summary.ts';

describe('failureSummary', () => {
  it('groups failed addresses by reason, naming up to 3 then +n more', () => {
    const failed = ['a', 'b', 'c', 'd', 'e'].map((address) => ({ address, reason: 'Invalid address' }));
    expect(failureSummary([...failed, { address: '0x1', reason: 'Already in the list' }])).toEqual([
      'Invalid address: a, b, c +2 more',
      'Already in the list: 0x1',
    ]);
    expect(failureSummary([])).toEqual([]);
  });
});

describe('addressesFromFile', () => {
  it('reads the address column of a custom list file, or the first column without a header', () => {
    expect(
      addressesFromFile('address,custom_list,method\r\n0xabc,Partners,\r\n"bc1q",Partners,ADD\r\n'),
    ).toEqual(['0xabc', 'bc1q']);
    expect(addressesFromFile('0xabc\n\n0xdef, extra\n')).toEqual(['0xabc', '0xdef']);
  });
});
