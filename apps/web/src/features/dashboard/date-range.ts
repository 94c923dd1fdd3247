/**
 * The dashboard's period (spec part 1 §2 'Dashboard'): presets counted back from today in the profile's time
 * zone, or a custom range (no future day, the end not before the start, nothing before 2010). Days are ISO
 * 'YYYY-MM-DD' text throughout: the server takes them so, and they compare as text.
 */
export const PRESETS = [
  { value: 'last_7_days', label: 'Last 7 Days' },
  { value: 'last_30_days', label: 'Last 30 Days' },
  { value: 'last_60_days', label: 'Last 60 Days' },
  { value: 'last_90_days', label: 'Last 90 Days' },
  { value: 'last_180_days', label: 'Last 180 Days' },
  { value: 'last_365_days', label: 'Last 365 Days' },
  { value: 'last_month', label: 'Last Month' },
  { value: 'this_month', label: 'This Month' },
  { value: 'last_year', label: 'Last Year' },
  { value: 'this_year', label: 'This Year' },
  { value: 'custom', label: 'Custom' },
] as const;
export type Preset = (typeof PRESETS)[number]['value'];
export type RangePreset = Exclude<Preset, 'custom'>;
export const DEFAULT_PRESET: RangePreset = 'last_7_days';

export type DayRange = { start: string; end: string };
/** What the dashboard shows: a preset, or Custom with its own range. */
export type Period = { preset: RangePreset } | { preset: 'custom'; range: DayRange };

/** Custom ranges start no earlier than this day (spec: earliest year 2010). */
export const EARLIEST_DAY = '2010-01-01';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar day in the zone (the profile's); the browser's zone when unset or unknown. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `n` days after (negative: before) the given one. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + n)));
}

/** The first and last day of the month `offset` months from the day's month. */
function monthOf(day: string, offset: number): DayRange {
  const [y, m] = parts(day);
  return {
    start: iso(new Date(Date.UTC(y, m - 1 + offset, 1))),
    end: iso(new Date(Date.UTC(y, m + offset, 0))),
  };
}

const LAST_DAYS: Partial<Record<Preset, number>> = {
  last_7_days: 7,
  last_30_days: 30,
  last_60_days: 60,
  last_90_days: 90,
  last_180_days: 180,
  last_365_days: 365,
};

/** The range of a preset as of `today`: 'Last 7 Days' is six days back through today. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const days = LAST_DAYS[preset];
  if (days !== undefined) return { start: addDays(today, -(days - 1)), end: today };
  const year = parts(today)[0];
  switch (preset) {
    case 'last_month':
      return monthOf(today, -1);
    case 'this_month':
      return { start: monthOf(today, 0).start, end: today };
    case 'last_year':
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
    default:
      return { start: `${year}-01-01`, end: today };
  }
}

export function periodRange(period: Period, today: string): DayRange {
  return period.preset === 'custom' ? period.range : presetRange(period.preset, today);
}

/** Why a custom range cannot be applied, or null when it can. */
export function customRangeError(
  range: { start: string | null; end: string | null },
  today: string,
): string | null {
  const { start, end } = range;
  if (!start || !end || !ISO_DAY.test(start) || !ISO_DAY.test(end)) return 'Choose a start and an end date.';
  if (start < EARLIEST_DAY) return 'The earliest date is 1 January 2010.';
  if (end > today) return 'Future dates cannot be chosen.';
  if (end < start) return 'The end date cannot precede the start date.';
  return null;
}

/** Only these presets end today on a day-by-day rollup the server refreshes, so only they say when (spec §2). */
const REFRESHED_PRESETS: readonly Preset[] = ['last_7_days', 'last_30_days', 'this_month'];

export function showsLastRefreshed(preset: Preset): boolean {
  return REFRESHED_PRESETS.includes(preset);
}

export function presetLabel(preset: Preset): string {
  return PRESETS.find((p) => p.value === preset)?.label ?? preset;
}

const STORAGE_KEY = 'rs.dashboard-period';

function isPreset(value: unknown): value is Preset {
  return PRESETS.some((p) => p.value === value);
}

/** The last chosen period; the default (Last 7 Days) when none is stored, or what is stored is damaged or invalid. */
export function loadPeriod(today: string): Period {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return { preset: DEFAULT_PRESET };
    const { preset, range } = raw as { preset?: unknown; range?: { start?: unknown; end?: unknown } };
    if (!isPreset(preset)) return { preset: DEFAULT_PRESET };
    if (preset !== 'custom') return { preset: preset as RangePreset };
    const start = typeof range?.start === 'string' ? range.start : null;
    const end = typeof range?.end === 'string' ? range.end : null;
    if (start && end && customRangeError({ start, end }, today) === null) {
      return { preset: 'custom', range: { start, end } };
    }
    return { preset: DEFAULT_PRESET };
  } catch {
    return { preset: DEFAULT_PRESET };
  }
}

export function savePeriod(period: Period): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(period));
}

/**
 * A range the dashboard was opened with (`/dashboard?start_date=…&end_date=…`, spec §2): shown as Custom, and
 * not stored, so a shared link does not change the user's own choice. Null when absent or not a valid range.
 */
export function periodFromQuery(params: URLSearchParams, today: string): Period | null {
  const start = params.get('start_date');
  const end = params.get('end_date');
  if (!start || !end || customRangeError({ start, end }, today) !== null) return null;
  return { preset: 'custom', range: { start, end } };
}
