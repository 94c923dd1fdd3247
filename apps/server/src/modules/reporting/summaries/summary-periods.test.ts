import { describe, expect, it } from 'vitest';
import { lastCompletePeriods, periodLabel } from './summary-periods.ts';

describe('summary periods', () => {
  it('are the last complete ISO week and calendar month in UTC', () => {
    expect(lastCompletePeriods(new Date('2026-10-21T09:00:00Z'))).toEqual([
      { kind: 'weekly', start: '2026-10-12', end: '2026-10-18' },
      { kind: 'monthly', start: '2026-09-01', end: '2026-09-30' },
    ]);
  });

  it('take a week as over at Monday 00:00 UTC, not before', () => {
    const sunday = lastCompletePeriods(new Date('2026-10-18T23:59:59Z'));
    const monday = lastCompletePeriods(new Date('2026-10-19T00:00:00Z'));
    expect(sunday[0]).toEqual({ kind: 'weekly', start: '2026-10-05', end: '2026-10-11' });
    expect(monday[0]).toEqual({ kind: 'weekly', start: '2026-10-12', end: '2026-10-18' });
  });

  it('cross the year: the first days of January summarise December', () => {
    expect(lastCompletePeriods(new Date('2027-01-02T10:00:00Z'))).toEqual([
      { kind: 'weekly', start: '2026-12-21', end: '2026-12-27' },
      { kind: 'monthly', start: '2026-12-01', end: '2026-12-31' },
    ]);
    expect(lastCompletePeriods(new Date('2024-03-01T00:00:00Z'))[1]).toEqual({
      kind: 'monthly',
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('are named as a reader says them', () => {
    expect(periodLabel({ kind: 'weekly', start: '2026-10-12', end: '2026-10-18' })).toBe('12–18 Oct 2026');
    expect(periodLabel({ kind: 'weekly', start: '2026-09-28', end: '2026-10-04' })).toBe(
      '28 Sep – 4 Oct 2026',
    );
    expect(periodLabel({ kind: 'weekly', start: '2026-12-28', end: '2027-01-03' })).toBe(
      '28 Dec 2026 – 3 Jan 2027',
    );
    expect(periodLabel({ kind: 'monthly', start: '2026-09-01', end: '2026-09-30' })).toBe('September 2026');
  });
});
