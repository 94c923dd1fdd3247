import { format, formatDistance } from 'date-fns';

/** Wall-clock fields of an instant in a zone, as a local Date, so date-fns formats them unchanged. */
function inZone(date: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/** A timestamp in the user's profile time zone, 'PP p' (e.g. 'Mar 5, 2025 2:07 PM'). */
export function formatDateTime(iso: string, timeZone: string | undefined, pattern = 'PP p'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return format(timeZone ? inZone(date, timeZone) : date, pattern);
  } catch {
    return format(date, pattern); // unknown zone name: the browser's own zone
  }
}

/** How long ago an instant was, e.g. '5 minutes ago' (spec part 1 §9: relative time with 'ago'). */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDistance(date, now, { addSuffix: true });
}
