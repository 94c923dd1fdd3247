import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatCrypto,
  formatDate,
  formatGmt,
  formatPercent,
  formatUsd,
  formatUsdAmount,
  groupDigits,
  timeAgo,
  truncateMiddle,
} from './format.ts';

describe('money and amounts', () => {
  it('shows USD with exactly two decimals and grouping', () => {
    expect(formatUsdAmount(1234.5)).toBe('1,234.50');
    expect(formatUsdAmount(0.005)).toBe('0.01');
    expect(formatUsd(43179721.327957)).toBe('$43,179,721.33');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    // Zero has no sign, also when it is a negative zero or a negative that rounds to zero.
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
  });

  it('shows crypto amounts with up to four decimals', () => {
    expect(formatCrypto(1234.567891)).toBe('1,234.5679');
    expect(formatCrypto(2)).toBe('2');
    expect(formatCrypto(0.1)).toBe('0.1');
    expect(formatCrypto(0.123456, 2)).toBe('0.12');
  });

  it('never shows a non-zero crypto amount as 0: below the last decimal it reads "< 0.0001"', () => {
    expect(formatCrypto(0.00002)).toBe('< 0.0001');
    expect(formatCrypto(0.00009999)).toBe('< 0.0001');
    expect(formatCrypto(-0.00003)).toBe('> -0.0001');
    expect(formatCrypto(0.004, 2)).toBe('< 0.01');
    expect(formatCrypto(0.0001)).toBe('0.0001');
    expect(formatCrypto(0)).toBe('0');
    expect(formatCrypto(-0)).toBe('0');
    expect(formatCrypto(Number.NaN)).toBe('0');
  });

  it('groups numbers from four digits on', () => {
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(840000)).toBe('840,000');
  });

  it('shows shares as percents with two decimals', () => {
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(1)).toBe('100.00%');
    expect(formatPercent(0.00001)).toBe('< 0.01%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('truncateMiddle', () => {
  it('keeps both halves around an ellipsis, 12 characters by default', () => {
    expect(truncateMiddle('0x79bfc7d7f151de1d38dbc3fdd23355c3f000a14f')).toBe('0x79bf…00a14f');
    expect(truncateMiddle('1GLnDK1aRKGrLBgbX6qFgSxnRWvqZtXqZC', 16)).toBe('1GLnDK1a…vqZtXqZC');
  });

  it('leaves short text and odd lengths sensible', () => {
    expect(truncateMiddle('short')).toBe('short');
    expect(truncateMiddle('abcdefghijklmnop', 16)).toBe('abcdefghijklmnop');
    expect(truncateMiddle('abcdefghij', 5)).toBe('abc…ij');
  });
});

describe('dates', () => {
  const instant = '2025-03-05T13:07:00Z';

  it('formats in the profile time zone with each product pattern', () => {
    expect(formatDate(instant, 'Europe/Paris')).toBe('Mar 5, 2025 2:07 PM');
    expect(formatDate(instant, 'Asia/Tokyo', DATE_FORMATS.longDate)).toBe('05 March 2025');
    expect(formatDate(instant, 'UTC', DATE_FORMATS.date)).toBe('Mar 5, 2025');
    expect(formatDate(instant, 'America/New_York', DATE_FORMATS.isoDate)).toBe('2025-03-05');
    expect(formatDate(instant, 'Asia/Kolkata', DATE_FORMATS.isoDateTime)).toBe('2025-03-05 18:37');
  });

  it('takes epoch seconds and shows a dash for nothing', () => {
    expect(formatDate(Date.parse(instant) / 1000, 'UTC', DATE_FORMATS.isoDateTime)).toBe('2025-03-05 13:07');
    expect(formatDate(null, 'UTC')).toBe('-');
    expect(formatDate('not a date', 'UTC')).toBe('-');
  });

  it('shows the attribution time in GMT+0 whatever the profile zone', () => {
    expect(formatGmt(Date.parse(instant) / 1000)).toBe('Mar 5, 2025 1:07 PM GMT+0');
    expect(formatGmt(null)).toBe('-');
  });

  it('says how long ago with "ago"', () => {
    const now = new Date('2025-03-08T13:07:00Z');
    expect(timeAgo(instant, now)).toBe('3 days ago');
    expect(timeAgo(Date.parse('2025-03-08T12:07:00Z') / 1000, now)).toBe('about 1 hour ago');
    expect(timeAgo(undefined, now)).toBe('');
  });
});
