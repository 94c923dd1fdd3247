/** Offset of a zone at a given instant, as Intl writes it: 'GMT+01:00' ('GMT' alone for UTC itself). */
function gmtOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const value = part?.value ?? 'GMT';
  return value === 'GMT' ? 'GMT+00:00' : value;
}

function offsetMinutes(offset: string): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export type TimezoneOption = { value: string; label: string };

/**
 * The profile's time zone list: every zone the browser knows, labelled with its current GMT offset
 * ('(GMT+01:00) Europe/Paris') and sorted by offset then name. The current value is always kept, so a zone
 * the browser does not list still shows.
 */
export function timezoneOptions(current?: string, at = new Date()): TimezoneOption[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) zones.add(current);
  return [...zones]
    .flatMap((zone) => {
      try {
        const offset = gmtOffset(zone, at);
        return [{ value: zone, label: `(${offset}) ${zone}`, minutes: offsetMinutes(offset) }];
      } catch {
        return []; // a stored name Intl does not accept
      }
    })
    .sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
}
