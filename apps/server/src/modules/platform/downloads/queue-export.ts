import { DOWNLOAD_QUEUED_MESSAGE, type DownloadQueued } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import type { JobQueue } from '../jobs/index.ts';
import { insertDownload, type NewDownload } from './downloads.repo.ts';
import { exportParams } from './export-params.ts';
import { PRODUCE_JOB } from './produce-download.ts';

/** What a route that queues exports needs beside the database. */
export type QueueDeps = { jobs: JobQueue };

/**
 * Queue an export: the download row (Pending) and its job in one transaction, so the job exists exactly when the
 * row does. Pass the caller's transaction when it has one; otherwise both are written in a new one.
 */
export async function queueExport(
  deps: { db: Db } & QueueDeps,
  trx: Db | undefined,
  download: NewDownload,
): Promise<DownloadQueued> {
  const write = async (db: Db) => {
    const id = await insertDownload(db, download);
    await deps.jobs.send(db, PRODUCE_JOB, { downloadId: id });
    return id;
  };
  const id = await inTransaction(trx ?? deps.db, write);
  return { id, detail: DOWNLOAD_QUEUED_MESSAGE };
}

/** Queue the export a request asks for, with the request's query and path parameters as its parameters. */
export function queueRequestExport(
  deps: { db: Db } & QueueDeps,
  request: FastifyRequest,
  kind: string,
  title: string,
): Promise<DownloadQueued> {
  return queueExport(deps, undefined, {
    workspaceId: requireScope(request).workspaceId,
    userId: requireCaller(request).userId,
    kind,
    title,
    params: exportParams(request),
  });
}
