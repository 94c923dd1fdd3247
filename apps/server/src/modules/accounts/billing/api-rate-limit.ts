import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** The plan's API rate limit counts an API key's requests per minute (a fixed window). */
export const API_RATE_WINDOW_SECONDS = 60;

/** Where a key stands in the running window, as the RateLimit headers tell it. */
export type ApiRateStanding = {
  /** Requests the key may make per window (the organisation plan's api_rate_limit). */
  limit: number;
  /** Requests left in the window after this one; negative past the limit. */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
};

/**
 * Counts one request of an API key (and records it as the key's last use) in one statement, and says where the key
 * stands; undefined when the plan has no limit. The count lives in the key's row: the row lock orders concurrent
 * requests, so every process on one database counts into the same window. A process whose clock is behind counts
 * into the window already started (GREATEST), never back into an older one.
 */
export async function countApiKeyRequest(
  db: Db,
  keyId: number,
  limit: number | null,
  now: Date,
): Promise<ApiRateStanding | undefined> {
  const epochSeconds = Math.floor(now.getTime() / 1000);
  const window = Math.floor(epochSeconds / API_RATE_WINDOW_SECONDS);
  const row = await db
    .updateTable('api_keys')
    .set({
      last_used_at: now,
      rate_count: sql<number>`CASE WHEN rate_window >= ${window} THEN rate_count + 1 ELSE 1 END`,
      rate_window: sql<number>`GREATEST(rate_window, ${window})`,
    })
    .where('id', '=', keyId)
    .returning(['rate_count', 'rate_window'])
    .executeTakeFirst();
  if (limit === null || !row) return undefined;
  const windowEnd = (row.rate_window + 1) * API_RATE_WINDOW_SECONDS;
  return {
    limit,
    remaining: limit - row.rate_count,
    resetSeconds: Math.max(1, windowEnd - epochSeconds),
  };
}
