import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change.ts';

describe('percentage change against the previous period', () => {
  it('has two decimals and a sign', () => {
    expect(percentChange(150, 100)).toEqual({ text: '+50.00%', trend: 'up' });
    expect(percentChange(2, 3)).toEqual({ text: '-33.33%', trend: 'down' });
    expect(percentChange(0, 7)).toEqual({ text: '-100.00%', trend: 'down' });
    expect(percentChange(1, 3)).toEqual({ text: '-66.67%', trend: 'down' });
    expect(percentChange(1234, 1000)).toEqual({ text: '+23.40%', trend: 'up' });
  });
  it('reads flat when nothing changed', () => {
    expect(percentChange(5, 5)).toEqual({ text: '0.00%', trend: 'flat' });
    expect(percentChange(100001, 100000)).toEqual({ text: '0.00%', trend: 'flat' });
  });
  it('is NA when the previous figure is zero or unknown', () => {
    expect(percentChange(5, 0)).toEqual({ text: 'NA', trend: 'none' });
    expect(percentChange(0, 0)).toEqual({ text: 'NA', trend: 'none' });
    expect(percentChange(5, null)).toEqual({ text: 'NA', trend: 'none' });
    expect(percentChange(5, undefined)).toEqual({ text: 'NA', trend: 'none' });
    expect(percentChange(Number.NaN, 3)).toEqual({ text: 'NA', trend: 'none' });
  });
});
