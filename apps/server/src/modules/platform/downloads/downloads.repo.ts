import { randomUUID } from 'node:crypto';
import { DownloadStatus } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { ExportFile } from './export-producer.ts';

/**
 * How long a download is kept: 7 days from its request, then from its completion (decision 0032). The list shows it
 * and the link works until then; the clean-up job (cleanup-downloads.ts) deletes it after.
 */
const KEEP_DAYS = 7;
const keptUntil = (from: Date) => new Date(from.getTime() + KEEP_DAYS * 86_400_000);

export type NewDownload = {
  workspaceId: number;
  userId: number;
  kind: string;
  title: string;
  params: Record<string, unknown>;
};

export async function insertDownload(db: Db, download: NewDownload): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('downloads')
    .values({
      id,
      workspace_id: download.workspaceId,
      requested_by: download.userId,
      title: download.title.slice(0, 500),
      kind: download.kind,
      params: JSON.stringify(download.params),
      status: DownloadStatus.Pending,
      expires_at: keptUntil(new Date()),
    })
    .execute();
  return id;
}

/** The workspace's downloads that have not expired, newest first, with the requester's name. */
export async function listDownloads(db: Db, workspaceId: number, page: { offset: number; limit: number }) {
  // Expired rows wait for the hourly clean-up; the panel stops showing them at once.
  const base = db
    .selectFrom('downloads')
    .where('downloads.workspace_id', '=', workspaceId)
    .where('downloads.expires_at', '>', new Date());
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users', 'users.id', 'downloads.requested_by')
      .select([
        'downloads.id',
        'downloads.title',
        'downloads.status',
        'downloads.created_at',
        'downloads.file_name',
        'downloads.params',
        'users.first_name',
        'users.last_name',
        'users.email',
      ])
      .orderBy('downloads.created_at', 'desc')
      .orderBy('downloads.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** A download of the workspace (never another's): its state, without the bytes. */
export async function findDownload(db: Db, workspaceId: number, id: string) {
  return db
    .selectFrom('downloads')
    .select(['id', 'workspace_id', 'requested_by', 'status', 'expires_at'])
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

export async function downloadFileOf(db: Db, workspaceId: number, id: string) {
  return db
    .selectFrom('downloads')
    .select(['file_name', 'media_type', 'bytes', 'status', 'expires_at'])
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/** A download by its key (its id) in any workspace: the key's route checks whose it is. */
export async function findDownloadByKey(db: Db, id: string) {
  return db
    .selectFrom('downloads')
    .select(['id', 'workspace_id', 'requested_by', 'status', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The row the job works on; null when it is gone (its workspace deleted) or already finished. */
export async function startDownload(db: Db, id: string) {
  return db
    .updateTable('downloads')
    .set({ status: DownloadStatus.Processing, error: null })
    .where('id', '=', id)
    .where('status', 'in', [DownloadStatus.Pending, DownloadStatus.Processing])
    .returning(['id', 'workspace_id', 'requested_by', 'kind', 'params'])
    .executeTakeFirst();
}

export async function completeDownload(db: Db, id: string, file: ExportFile): Promise<void> {
  const now = new Date();
  await db
    .updateTable('downloads')
    .set({
      status: DownloadStatus.Complete,
      file_name: file.fileName,
      media_type: file.mediaType,
      bytes: file.bytes,
      completed_at: now,
      expires_at: keptUntil(now),
    })
    .where('id', '=', id)
    .execute();
}

export async function failDownload(db: Db, id: string, message: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('downloads')
    .set({
      status: DownloadStatus.Failed,
      error: message.slice(0, 1000),
      completed_at: now,
      expires_at: keptUntil(now),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Delete up to `limit` downloads (bytes and row) that expired at `now`, in any workspace: each goes by its own
 * expiry. Answers how many went; fewer than `limit` means none is left.
 */
export async function deleteExpiredDownloads(db: Db, now: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('downloads')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('downloads')
        .select('id')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
