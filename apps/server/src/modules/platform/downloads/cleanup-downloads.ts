import type { Db } from '../../../db/client.ts';
import { deleteExpiredDownloads } from './downloads.repo.ts';

/** Every hour (UTC, off the hour): an expired file is gone within the hour after its expiry. */
export const CLEANUP_CRON = '23 * * * *';
export const CLEANUP_JOB = 'downloads.cleanup';

/** Rows deleted per statement: each batch is a short transaction, whatever the backlog (bytes of 500 files). */
const BATCH = 500;

/**
 * Delete the downloads that have expired (decision 0032: kept 7 days after they finish), bytes and row, in batches,
 * in every workspace. The spec's download statuses have no 'Expired', so an expired download leaves the list.
 * Safe to run again or at once on two servers: each batch deletes what is still there. Answers how many went.
 */
export async function removeExpiredDownloads(
  db: Db,
  options: { now?: Date; batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? BATCH;
  let removed = 0;
  for (;;) {
    const deleted = await deleteExpiredDownloads(db, now, batchSize);
    removed += deleted;
    // Stopping between batches loses nothing: the next tick takes up the rest.
    if (deleted < batchSize || options.signal?.aborted) return removed;
  }
}
