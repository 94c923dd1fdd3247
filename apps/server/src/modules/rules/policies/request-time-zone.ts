/** The header every request of the web client carries with the user's IANA time zone (spec part 3 §7). */
export const TIME_ZONE_HEADER = 'x-timezone';

/** Is this an IANA zone name (not an offset: '+05:30' means different things to ECMAScript and PostgreSQL)? */
function isZoneName(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The request's time zone from its header (x-timezone, or timezone), so per-day figures are the user's days. A
 * missing or unknown zone falls back to UTC rather than failing a chart.
 */
export function requestTimeZone(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[TIME_ZONE_HEADER] ?? headers.timezone;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && isZoneName(value) ? value : 'UTC';
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
