import { custodyEvent } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { JobContext, JobDefinition, JobQueue } from '../../platform/index.ts';
import { actOnCustodyTransaction } from './act-on-custody-transaction.ts';
import type { CustodyJobDeps } from './custody-job-deps.ts';
import { findCustodyLog, updateCustodyLog } from './custody-logs.repo.ts';
import { screenCustodyEvent } from './screen-custody-event.ts';

export const CUSTODY_EVENT_JOB = 'integrations.custody-event';

/** Queue the processing of a recorded event, in the transaction that recorded it. */
export async function queueCustodyEvent(db: Db, jobs: JobQueue, logId: string): Promise<void> {
  await jobs.send(db, CUSTODY_EVENT_JOB, { logId });
}

/**
 * One event of the custody service, after its webhook answered: screened in the integration's workspace, then
 * frozen, rejected or only logged by its configuration (decision 0088). Safe to run again: a screened event is not
 * screened twice, a processed one is left as it is.
 */
export function custodyEventJob(deps: CustodyJobDeps): JobDefinition {
  return {
    name: CUSTODY_EVENT_JOB,
    retryLimit: 3,
    handler: async (data, context) => {
      const logId = typeof data.logId === 'string' ? data.logId : null;
      if (!logId) return;
      await processCustodyEvent(deps, logId, context);
    },
  };
}

async function processCustodyEvent(deps: CustodyJobDeps, logId: string, context: JobContext): Promise<void> {
  const log = await findCustodyLog(deps.db, logId);
  if (!log || log.processed_time) return;
  const event = custodyEvent.safeParse(log.payload);
  if (!event.success) {
    await updateCustodyLog(deps.db, logId, {
      status: 'skipped',
      statusVerbose: 'Skipped: not a transaction event',
      processed: new Date(),
    });
    return;
  }
  const screened =
    log.status === 'received' ? await screenCustodyEvent(deps, log, event.data) : { log, event: event.data };
  if (!screened) return;
  await actOnCustodyTransaction(deps, screened.log, screened.event, context);
}
