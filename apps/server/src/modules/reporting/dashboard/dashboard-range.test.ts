import { describe, expect, it } from 'vitest';
import { dashboardRange, startOfDay } from './dashboard-range.ts';
import { splitSpan } from './range-split.ts';

const NOW = new Date('2026-03-31T10:00:00Z');

describe('the dashboard range', () => {
  it('starts days at local midnight, across a DST change', () => {
    expect(startOfDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-03-10', 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(startOfDay('2026-03-10', 'America/New_York').toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('defaults to the last 7 days, recognises the kept presets and takes the previous period of the same length', () => {
    const range = dashboardRange({}, 'UTC', NOW);
    expect(range).toMatchObject({ startDate: '2026-03-25', endDate: '2026-03-31', preset: 'last_7_days' });
    expect(range.previous.from.toISOString()).toBe('2026-03-18T00:00:00.000Z');
    expect(range.previous.until).toEqual(range.from);
    expect(dashboardRange({ start_date: '2026-03-02', end_date: '2026-03-31' }, 'UTC', NOW).preset).toBe(
      'last_30_days',
    );
    expect(dashboardRange({ start_date: '2026-03-01', end_date: '2026-03-31' }, 'UTC', NOW).preset).toBe(
      'this_month',
    );
    expect(
      dashboardRange({ start_date: '2026-03-01', end_date: '2026-03-30' }, 'UTC', NOW).preset,
    ).toBeNull();
  });

  it('reads a future date as today and refuses an end before the start or a start before 2010', () => {
    expect(dashboardRange({ start_date: '2026-03-20', end_date: '2027-01-01' }, 'UTC', NOW).endDate).toBe(
      '2026-03-31',
    );
    expect(() => dashboardRange({ start_date: '2026-03-20', end_date: '2026-03-19' }, 'UTC', NOW)).toThrow();
    expect(() => dashboardRange({ start_date: '2009-12-31', end_date: '2026-03-19' }, 'UTC', NOW)).toThrow();
  });
});

describe('splitting a span for a daily rollup', () => {
  it('takes whole UTC days from the rollup and the hours at the ends from the rows', () => {
    const split = splitSpan({
      from: new Date('2026-03-09T23:00:00Z'),
      until: new Date('2026-03-12T23:00:00Z'),
    });
    expect(split.days).toEqual({ first: '2026-03-10', end: '2026-03-12' });
    expect(split.raw.map((s) => [s.from.toISOString(), s.until.toISOString()])).toEqual([
      ['2026-03-09T23:00:00.000Z', '2026-03-10T00:00:00.000Z'],
      ['2026-03-12T00:00:00.000Z', '2026-03-12T23:00:00.000Z'],
    ]);
    const short = splitSpan({
      from: new Date('2026-03-09T23:00:00Z'),
      until: new Date('2026-03-10T23:00:00Z'),
    });
    expect(short.days).toBeNull();
    expect(short.raw).toHaveLength(1);
    const exact = splitSpan({
      from: new Date('2026-03-10T00:00:00Z'),
      until: new Date('2026-03-12T00:00:00Z'),
    });
    expect(exact).toEqual({ days: { first: '2026-03-10', end: '2026-03-12' }, raw: [] });
  });
});
