import { describe, expect, it } from 'vitest';
import { timezoneOptions } from './timezones.ts';

describe('timezoneOptions', () => {
  const winter = new Date('2025-01-15T12:00:00Z');

  it('labels each zone with its GMT offset at the given date and sorts by offset', () => {
    const options = timezoneOptions(undefined, winter);
    const label = (zone: string) => options.find((o) => o.value === zone)?.label;
    expect(label('Europe/Paris')).toBe('(GMT+01:00) Europe/Paris');
    expect(label('America/New_York')).toBe('(GMT-05:00) America/New_York');
    expect(label('UTC')).toBe('(GMT+00:00) UTC');
    const index = (zone: string) => options.findIndex((o) => o.value === zone);
    expect(index('America/New_York')).toBeLessThan(index('UTC'));
    expect(index('UTC')).toBeLessThan(index('Europe/Paris'));
  });

  it('keeps the current zone even when the browser does not list it', () => {
    expect(timezoneOptions('Etc/GMT+3', winter).some((o) => o.value === 'Etc/GMT+3')).toBe(true);
    expect(timezoneOptions('Not/AZone', winter).some((o) => o.value === 'Not/AZone')).toBe(false);
  });
});
