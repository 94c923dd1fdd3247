import { afterEach, describe, expect, it } from 'vitest';
import {
  customRangeError,
  DEFAULT_PRESET,
  loadPeriod,
  periodFromQuery,
  periodRange,
  presetRange,
  savePeriod,
  showsLastRefreshed,
  todayIn,
} from './date-range.ts';

afterEach(() => localStorage.clear());

describe('preset ranges', () => {
  it('counts the last N days back from today, today included', () => {
    expect(presetRange('last_7_days', '2026-11-26')).toEqual({ start: '2026-11-20', end: '2026-11-26' });
    expect(presetRange('last_30_days', '2026-11-26')).toEqual({ start: '2026-10-28', end: '2026-11-26' });
    expect(presetRange('last_60_days', '2026-03-01')).toEqual({ start: '2026-01-01', end: '2026-03-01' });
    expect(presetRange('last_90_days', '2026-11-26')).toEqual({ start: '2026-08-29', end: '2026-11-26' });
    expect(presetRange('last_180_days', '2026-11-26')).toEqual({ start: '2026-05-31', end: '2026-11-26' });
    expect(presetRange('last_365_days', '2024-12-31')).toEqual({ start: '2024-01-02', end: '2024-12-31' });
  });

  it('takes calendar months and years', () => {
    expect(presetRange('last_month', '2026-03-15')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetRange('last_month', '2024-03-01')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('last_month', '2026-01-10')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('this_month', '2026-11-26')).toEqual({ start: '2026-11-01', end: '2026-11-26' });
    expect(presetRange('last_year', '2026-11-26')).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(presetRange('this_year', '2026-11-26')).toEqual({ start: '2026-01-01', end: '2026-11-26' });
  });

  it('defaults to the last 7 days', () => {
    expect(DEFAULT_PRESET).toBe('last_7_days');
    expect(periodRange(loadPeriod('2026-11-26'), '2026-11-26')).toEqual({
      start: '2026-11-20',
      end: '2026-11-26',
    });
  });

  it("reads today in the profile's zone", () => {
    const instant = new Date('2026-11-26T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-26');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-27');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-26');
    expect(todayIn('Not/AZone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('custom range', () => {
  const today = '2026-11-26';
  it('accepts a range in order, within 2010 through today', () => {
    expect(customRangeError({ start: '2010-01-01', end: today }, today)).toBeNull();
    expect(customRangeError({ start: '2026-11-26', end: '2026-11-26' }, today)).toBeNull();
  });
  it('refuses future days, a reversed range, days before 2010 and missing ends', () => {
    expect(customRangeError({ start: '2026-11-20', end: '2026-11-27' }, today)).toBe(
      'Future dates cannot be chosen.',
    );
    expect(customRangeError({ start: '2026-11-20', end: '2026-11-19' }, today)).toBe(
      'The end date cannot precede the start date.',
    );
    expect(customRangeError({ start: '2009-12-31', end: '2026-01-01' }, today)).toBe(
      'The earliest date is 1 January 2010.',
    );
    expect(customRangeError({ start: '2026-11-20', end: null }, today)).toBe(
      'Choose a start and an end date.',
    );
  });
});

describe('the stored choice', () => {
  const today = '2026-11-26';
  it('remembers the last chosen preset', () => {
    savePeriod({ preset: 'last_90_days' });
    expect(loadPeriod(today)).toEqual({ preset: 'last_90_days' });
  });
  it('remembers a custom range, and drops one that has become invalid', () => {
    savePeriod({ preset: 'custom', range: { start: '2026-01-01', end: '2026-02-01' } });
    expect(loadPeriod(today)).toEqual({
      preset: 'custom',
      range: { start: '2026-01-01', end: '2026-02-01' },
    });
    savePeriod({ preset: 'custom', range: { start: '2026-01-01', end: '2026-12-01' } });
    expect(loadPeriod(today)).toEqual({ preset: 'last_7_days' });
  });
  it('falls back to the default on damaged storage', () => {
    localStorage.setItem('rs.dashboard-period', '{not json');
    expect(loadPeriod(today)).toEqual({ preset: 'last_7_days' });
    localStorage.setItem('rs.dashboard-period', JSON.stringify({ preset: 'last_2_days' }));
    expect(loadPeriod(today)).toEqual({ preset: 'last_7_days' });
  });
  it('opens a valid start_date/end_date of the URL as Custom', () => {
    const params = new URLSearchParams('start_date=2026-10-01&end_date=2026-10-31');
    expect(periodFromQuery(params, today)).toEqual({
      preset: 'custom',
      range: { start: '2026-10-01', end: '2026-10-31' },
    });
    expect(
      periodFromQuery(new URLSearchParams('start_date=2026-10-31&end_date=2026-10-01'), today),
    ).toBeNull();
    expect(periodFromQuery(new URLSearchParams('start_date=2026-10-01'), today)).toBeNull();
  });
});

describe("'Last refreshed on'", () => {
  it('shows only for Last 7 Days, Last 30 Days and This Month', () => {
    expect(showsLastRefreshed('last_7_days')).toBe(true);
    expect(showsLastRefreshed('last_30_days')).toBe(true);
    expect(showsLastRefreshed('this_month')).toBe(true);
    for (const preset of [
      'last_60_days',
      'last_90_days',
      'last_180_days',
      'last_365_days',
      'last_month',
      'last_year',
      'this_year',
      'custom',
    ] as const) {
      expect(showsLastRefreshed(preset)).toBe(false);
    }
  });
});
