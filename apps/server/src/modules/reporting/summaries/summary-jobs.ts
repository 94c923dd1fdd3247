import type { AppDeps } from '../../../app-deps.ts';
import type { JobModule } from '../../platform/index.ts';
import { sendPeriodSummaries } from './send-period-summaries.ts';

export const SUMMARY_JOB = 'reporting.period-summaries';
/** Hourly, a few minutes past: a week ends on Monday 00:00 UTC and its summary leaves within the hour. */
export const SUMMARY_CRON = '7 * * * *';

/**
 * The weekly and monthly summaries on the job queue's schedule (decision 0084). The queue takes one job per tick
 * however many servers share the database; the period's row is what makes it once (a retry or a second run finds
 * the rows and sends nothing).
 */
export const summaryJobs: JobModule<AppDeps> = (deps) => [
  {
    name: SUMMARY_JOB,
    cron: SUMMARY_CRON,
    policy: 'stately',
    handler: async (_data, context) => {
      const done = await sendPeriodSummaries(deps, new Date(), context.signal);
      if (done.summaries > 0) context.log.info(done, 'summaries: sent the period summaries due');
    },
  },
];
