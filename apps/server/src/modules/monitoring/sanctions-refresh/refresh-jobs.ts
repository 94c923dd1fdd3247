import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import type { JobModule } from '../../platform/index.ts';
import { SANCTIONS_REFRESH_CRON, SANCTIONS_REFRESH_JOB, SANCTIONS_RESCREEN_JOB } from './job-names.ts';
import { refreshSanctionsList } from './refresh-sanctions-list.ts';
import { rescreenTouched } from './rescreen-touched.ts';

const rescreenData = z.object({ refreshId: z.number().int().positive() });

/**
 * The sanctions list refresh on the durable queue (decision 0036): sanctions.refresh daily at 03:00 UTC (queued once
 * per tick however many servers share the database) and once at start (main.ts), doing nothing while
 * SANCTIONS_LIST_PATH is unset; sanctions.rescreen, queued by a refresh that imported a change, re-screens what it
 * touched (many retries: each run resumes where the last stopped).
 */
export const sanctionsRefreshJobs: JobModule<AppDeps> = (deps) => [
  {
    name: SANCTIONS_REFRESH_JOB,
    cron: SANCTIONS_REFRESH_CRON,
    handler: async (_data, context) => {
      const setting = deps.config.sanctionsList;
      if (!setting) return;
      await refreshSanctionsList(deps, setting, { log: context.log });
    },
  },
  {
    name: SANCTIONS_RESCREEN_JOB,
    retryLimit: 20,
    handler: async (data, context) => {
      const parsed = rescreenData.safeParse(data);
      if (!parsed.success) {
        context.log.error({ data }, `${SANCTIONS_RESCREEN_JOB}: malformed job data`);
        return;
      }
      await rescreenTouched(deps, parsed.data.refreshId, { log: context.log, signal: context.signal });
    },
  },
];

/** Queue one refresh now (server start): at most one waits, however many servers start at once. */
export async function queueSanctionsRefresh(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<void> {
  await deps.jobs.send(deps.db, SANCTIONS_REFRESH_JOB, {}, { singletonKey: SANCTIONS_REFRESH_JOB });
}
