/** The longest pause between two attempts: a receiver back up is reached within the hour. */
export const LONGEST_PAUSE_SECONDS = 3600;

export type RetryPolicy = { firstDelaySeconds: number; hours: number };

/**
 * When to try a failed delivery again: exponential backoff (the first pause, doubled after every failure, at most
 * an hour), until the delivery is `hours` old; after that the failure is final (null). With the defaults
 * (30 s, 24 h) that is about 30 attempts, the last one at least 24 hours after the event.
 */
export function nextAttemptAt(
  policy: RetryPolicy,
  delivery: { createdAt: Date; failedAttempts: number },
  now: Date,
): Date | null {
  if (now.getTime() - delivery.createdAt.getTime() >= policy.hours * 3600_000) return null;
  const pause = Math.min(
    policy.firstDelaySeconds * 2 ** Math.max(0, delivery.failedAttempts - 1),
    LONGEST_PAUSE_SECONDS,
  );
  return new Date(now.getTime() + pause * 1000);
}
