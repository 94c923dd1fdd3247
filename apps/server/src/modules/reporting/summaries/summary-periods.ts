/** A summary's kind, as the notification settings name it (weekly_report, monthly_report). */
export type SummaryKind = 'weekly' | 'monthly';

/** A complete period of UTC days, both ends included (yyyy-MM-dd). */
export type SummaryPeriod = { kind: SummaryKind; start: string; end: string };

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The last complete ISO week (Monday to Sunday) and the last complete calendar month before `now`, in UTC: the
 * periods a run at `now` summarises. A run on a Monday at 00:30 finds the week that ended half an hour before.
 */
export function lastCompletePeriods(now: Date): SummaryPeriod[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since this week's Monday: Monday 0 … Sunday 6.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const thisMonday = today - sinceMonday * DAY_MS;
  const firstOfMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const firstOfLastMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  return [
    { kind: 'weekly', start: dayOf(thisMonday - 7 * DAY_MS), end: dayOf(thisMonday - DAY_MS) },
    { kind: 'monthly', start: dayOf(firstOfLastMonth), end: dayOf(firstOfMonth - DAY_MS) },
  ];
}

/** The instant the period is over (midnight UTC after its last day). */
export function periodEnds(period: SummaryPeriod): Date {
  return new Date(Date.parse(`${period.end}T00:00:00Z`) + DAY_MS);
}

/** "12–18 Oct 2026", "28 Sep – 4 Oct 2026", "29 Dec 2025 – 4 Jan 2026"; a month is "October 2026". */
export function periodLabel(period: SummaryPeriod): string {
  const [y1, m1, d1] = period.start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = period.end.split('-').map(Number) as [number, number, number];
  if (period.kind === 'monthly') return `${MONTH_NAMES[m1 - 1]} ${y1}`;
  const month = (m: number) => MONTHS[m - 1];
  if (y1 !== y2) return `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`;
  if (m1 !== m2) return `${d1} ${month(m1)} – ${d2} ${month(m2)} ${y2}`;
  return `${d1}–${d2} ${month(m2)} ${y2}`;
}
