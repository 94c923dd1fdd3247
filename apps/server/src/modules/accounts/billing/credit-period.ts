/**
 * Credits reset every 12 months (spec part 1 §9). The periods start on the organisation's creation date (its
 * plan's start: a self-hosted install starts its plan when the organisation is created) and run 12 months each;
 * `set-plan` changes the limit and the end date, never the anchor, so a renewal keeps the running period.
 */
export function creditPeriodStart(anchor: Date, now: Date): Date {
  const start = new Date(anchor);
  const years = now.getUTCFullYear() - anchor.getUTCFullYear();
  start.setUTCFullYear(anchor.getUTCFullYear() + years);
  if (start > now) start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}
