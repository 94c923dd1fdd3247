import { HttpError } from '../../../lib/http-errors.ts';
import { dayIn } from '../../rules/index.ts';

/** The spec's earliest date of the pickers (part 1 §5: the earliest year is 2010). */
const EARLIEST_DAY = '2010-01-01';
/** The default range: 6 days back through today (spec part 1 §2 Dashboard). */
const DEFAULT_DAYS = 7;

/** The ranges whose answers are kept until a refresh ('Last refreshed on' shows only for them). */
export type Preset = 'last_7_days' | 'last_30_days' | 'this_month';

/**
 * A dashboard range: calendar days of a time zone (both ends included), the instants they span [from, until), and
 * the same-length period right before it.
 */
export type DashboardRange = {
  timeZone: string;
  startDate: string;
  endDate: string;
  /** Every day of the range, oldest first. */
  days: string[];
  from: Date;
  until: Date;
  previous: { from: Date; until: Date };
  preset: Preset | null;
};

/** The day `count` days after (or before, negative) a yyyy-MM-dd day. */
export function addDays(day: string, count: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + count * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Offset of a time zone from UTC at an instant, in milliseconds (wall clock minus UTC). */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day starts in a time zone (its local midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the guessed instant may differ from the offset at midnight across a DST change.
  const guess = wall - zoneOffset(timeZone, wall);
  return new Date(wall - zoneOffset(timeZone, guess));
}

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

function presetOf(start: string, end: string, today: string): Preset | null {
  if (end !== today) return null;
  if (start === addDays(today, -6)) return 'last_7_days';
  if (start === addDays(today, -29)) return 'last_30_days';
  if (start === `${today.slice(0, 8)}01`) return 'this_month';
  return null;
}

/**
 * The range of a dashboard call. A date after today is read as today (the pickers disallow future dates); a start
 * before 2010 or an end before the start is a 400 on that field.
 */
export function dashboardRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  timeZone: string,
  now = new Date(),
): DashboardRange {
  const today = dayIn(timeZone, now);
  const clamp = (day: string) => (day > today ? today : day);
  const endDate = clamp(query.end_date ?? today);
  const startDate = clamp(query.start_date ?? addDays(endDate, -(DEFAULT_DAYS - 1)));
  if (startDate < EARLIEST_DAY) {
    throw HttpError.fields({ start_date: ['The start date cannot be before 2010.'] });
  }
  if (query.end_date !== undefined && query.end_date < startDate) {
    throw HttpError.fields({ end_date: ['The end date cannot precede the start date.'] });
  }
  const days = daysBetween(startDate, endDate);
  const from = startOfDay(startDate, timeZone);
  const until = startOfDay(addDays(endDate, 1), timeZone);
  const previousStart = addDays(startDate, -days.length);
  return {
    timeZone,
    startDate,
    endDate,
    days,
    from,
    until,
    previous: { from: startOfDay(previousStart, timeZone), until: from },
    preset: presetOf(startDate, endDate, today),
  };
}
