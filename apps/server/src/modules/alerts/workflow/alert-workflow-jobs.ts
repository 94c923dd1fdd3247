import type { BaseDeps } from '../../../lib/module.ts';
import type { JobModule, JobQueue } from '../../platform/index.ts';
import { closeAlertsOfArchivedObjects } from './close-archived-alerts.ts';

export const CLOSE_ARCHIVED_ALERTS_JOB = 'alerts.close-archived';

/** The one-time sweep of alerts left open on objects archived before archiving closed them (decision 0028). */
export const alertWorkflowJobs: JobModule<BaseDeps> = (deps) => [
  {
    name: CLOSE_ARCHIVED_ALERTS_JOB,
    handler: async (_data, context) => {
      const closed = await closeAlertsOfArchivedObjects(deps.db);
      if (closed > 0) context.log.info({ closed }, 'alerts of archived objects closed');
    },
  },
];

/** Queued at each start (once however many servers start together); it finds nothing once the sweep has run. */
export async function queueCloseArchivedAlerts(deps: BaseDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.send(deps.db, CLOSE_ARCHIVED_ALERTS_JOB, {}, { singletonKey: CLOSE_ARCHIVED_ALERTS_JOB });
}
