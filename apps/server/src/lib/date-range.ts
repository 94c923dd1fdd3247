import { HttpError } from './http-errors.ts';

export type DateRange = { from?: Date; until?: Date };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A start/end date filter as a half-open range [from, until). A date alone is a whole UTC day, so an end date
 * includes its day; a date-time end includes that instant. The end may not precede the start (400, on the end).
 */
export function dateRange(
  start: string | undefined,
  end: string | undefined,
  endField = 'end_date',
): DateRange {
  const from = start ? new Date(DATE_ONLY.test(start) ? `${start}T00:00:00Z` : start) : undefined;
  let until: Date | undefined;
  if (end) {
    until = DATE_ONLY.test(end)
      ? new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS)
      : new Date(Date.parse(end) + 1);
  }
  if (from && until && until <= from) {
    throw HttpError.fields({ [endField]: ['The end date cannot precede the start date.'] });
  }
  return { ...(from ? { from } : {}), ...(until ? { until } : {}) };
}
