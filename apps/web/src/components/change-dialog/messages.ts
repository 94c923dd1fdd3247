/** Texts of the dialogs that change alerts in bulk (spec part 3 §8). */
export const ALERTS_UPDATED = 'Alerts Updated Successfully';
export const COMMENT_REQUIRED = 'Enter a comment';
export const SOMETHING_WRONG = 'Something went wrong';

/** 'Alert' or 'Alerts' after a count. */
const alerts = (count: number) => (count === 1 ? '1 alert' : `${count} alerts`);

/** The alerts a bulk update left as they were, grouped by the server's reason. */
export function skippedText(skipped: readonly { id: number; reason: string }[]): string {
  const byReason = new Map<string, number>();
  for (const { reason } of skipped) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const reasons = [...byReason].map(([reason, count]) => `${reason} (${count})`).join('; ');
  return `${alerts(skipped.length)} not updated: ${reasons}`;
}
