import type { AppDeps } from '../../../app-deps.ts';
import type { Db } from '../../../db/client.ts';
import type { JobModule, JobQueue } from '../../platform/index.ts';
import { followChanges } from './follow-changes.ts';
import { MONITOR_CRON, MONITOR_JOB } from './job-names.ts';

/**
 * The monitor on the durable queue (decision 0074): one job at a time however many servers share the database
 * ('stately' on one key), run every minute and whenever the chain sync stored new blocks. Each run resumes from the
 * feeds' cursors, so a retry after a crash screens only what the last run had not finished.
 */
export const monitorJobs: JobModule<AppDeps> = (deps) => [
  {
    name: MONITOR_JOB,
    cron: MONITOR_CRON,
    policy: 'stately',
    retryLimit: 5,
    handler: async (_data, context) => {
      const counts = await followChanges(deps, { log: context.log, signal: context.signal });
      if (counts.transfers > 0 || counts.rescreened > 0)
        context.log.info(counts, 'monitor: followed new changes');
    },
  },
];

/** Nudge the monitor now (new blocks stored): at most one waits, however often it is nudged. */
export async function queueMonitorRun(deps: { db: Db; jobs: JobQueue }): Promise<void> {
  await deps.jobs.send(deps.db, MONITOR_JOB, {}, { singletonKey: MONITOR_JOB });
}
