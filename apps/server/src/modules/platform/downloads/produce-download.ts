import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../lib/http-errors.ts';
import type { BaseDeps } from '../../../lib/module.ts';
import type { JobDefinition, JobModule } from '../jobs/index.ts';
import { CLEANUP_CRON, CLEANUP_JOB, removeExpiredDownloads } from './cleanup-downloads.ts';
import { completeDownload, failDownload, startDownload } from './downloads.repo.ts';
import type { ExportProducer } from './export-producer.ts';

export const PRODUCE_JOB = 'downloads.produce';

const GENERIC_FAILURE = 'The export failed. Please try again later.';

/**
 * Produce one queued download: mark it Processing, run the producer of its kind, store the file and mark it
 * Complete. A producer's failure marks it Failed with a message the requester can read (a retry would fail the same
 * way); a crash half-way leaves it Processing, and the queue's retry starts it again from the beginning.
 */
export async function produceDownload(
  deps: BaseDeps,
  producers: readonly ExportProducer[],
  downloadId: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  const row = await startDownload(deps.db, downloadId);
  if (!row) return; // gone with its workspace, or already finished by an earlier attempt
  const producer = producers.find((p) => p.kind === row.kind);
  if (!producer) {
    await failDownload(deps.db, row.id, `No producer for exports of kind ${row.kind}.`);
    return;
  }
  try {
    const file = await producer.produce(deps, {
      downloadId: row.id,
      workspaceId: row.workspace_id,
      userId: row.requested_by,
      kind: row.kind,
      params: row.params,
    });
    await completeDownload(deps.db, row.id, file);
  } catch (error) {
    // A known failure (bad filter, missing object) says why; anything else is logged and said generically.
    if (!(error instanceof HttpError)) log?.error({ err: error, downloadId }, 'export failed');
    await failDownload(deps.db, row.id, error instanceof HttpError ? error.detail : GENERIC_FAILURE);
  }
}

/**
 * The download jobs: producing a queued export, with the producers of every module (modules/index.ts collects
 * them), and the hourly clean-up of expired files.
 */
export function downloadJobs(producers: readonly ExportProducer[]): JobModule<BaseDeps> {
  return (deps): JobDefinition[] => [
    {
      name: PRODUCE_JOB,
      concurrency: 2,
      handler: async (data, context) => {
        const downloadId = data.downloadId;
        if (typeof downloadId !== 'string') return; // not ours to retry: a malformed payload stays malformed
        await produceDownload(deps, producers, downloadId, context.log);
      },
    },
    {
      name: CLEANUP_JOB,
      cron: CLEANUP_CRON,
      handler: async (_data, context) => {
        const removed = await removeExpiredDownloads(deps.db, { signal: context.signal });
        if (removed > 0) context.log.info({ removed }, 'expired downloads deleted');
      },
    },
  ];
}
