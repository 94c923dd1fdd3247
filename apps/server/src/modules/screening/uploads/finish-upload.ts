import { UploadStatus } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { publishDomainEvent } from '../../platform/index.ts';

/** The error of each row still pending when an upload's job gives up (the response file shows it). */
export const UPLOAD_STOPPED = 'The upload stopped before this row was processed. Upload the row again.';

type FinishedUpload = {
  id: string;
  workspace_id: number;
  uploaded_by: number | null;
  file_name: string;
  total_row_count: number;
  successful_row_count: number;
};

/** The final status: 4 all rows succeeded, 3 none did, 2 some failed. */
function finalStatus(upload: FinishedUpload): UploadStatus {
  if (upload.successful_row_count === upload.total_row_count) return UploadStatus.Complete;
  return upload.successful_row_count === 0 ? UploadStatus.Failed : UploadStatus.PartiallyDone;
}

const finishedColumns = [
  'id',
  'workspace_id',
  'uploaded_by',
  'file_name',
  'total_row_count',
  'successful_row_count',
  'worker',
  'status',
] as const;

function lockUpload(trx: Db, uploadId: string) {
  return trx
    .selectFrom('uploads')
    .select(finishedColumns)
    .where('id', '=', uploadId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The upload's final status once no row is pending, by the run that owns it, and the record told (upload.finished),
 * in one transaction: the uploader hears of it from there (in the app, and by e-mail as their file_upload_status
 * subscription says).
 */
export async function finishUpload(db: Db, uploadId: string, worker: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const upload = await lockUpload(trx, uploadId);
    if (!upload || upload.worker !== worker) return;
    const pending = await trx
      .selectFrom('upload_rows')
      .select('row_number')
      .where('upload_id', '=', uploadId)
      .where('state', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    if (pending) return;
    await close(trx, upload);
  });
}

/**
 * The job gave up (its last attempt failed): every row still pending fails with UPLOAD_STOPPED and the upload takes
 * its final status, so it never stays In Progress. Rows already done keep their results.
 */
export async function giveUpUpload(db: Db, uploadId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const upload = await lockUpload(trx, uploadId);
    if (!upload || upload.status > UploadStatus.InProgress) return;
    const stopped = await trx
      .updateTable('upload_rows')
      .set({
        state: 'failed',
        result: JSON.stringify({
          risk_level: null,
          risk_level_verbose: '',
          screened_id: null,
          error: UPLOAD_STOPPED,
        }),
      })
      .where('upload_id', '=', uploadId)
      .where('state', '=', 'pending')
      .returning('row_number')
      .execute();
    await trx
      .updateTable('uploads')
      .set({ failed_row_count: sql`failed_row_count + ${stopped.length}` })
      .where('id', '=', uploadId)
      .execute();
    await close(trx, upload);
  });
}

async function close(trx: Db, upload: FinishedUpload): Promise<void> {
  const status = finalStatus(upload);
  await trx
    .updateTable('uploads')
    .set({ status, finished_at: new Date(), worker: null })
    .where('id', '=', upload.id)
    .execute();
  const failed = upload.total_row_count - upload.successful_row_count;
  // By the system: the job ended it, though the uploader is named for whoever tells them (the notifications do).
  await publishDomainEvent(trx, upload.workspace_id, 'upload.finished', {
    uploadId: upload.id,
    fileName: upload.file_name,
    rows: upload.total_row_count,
    failed,
    uploadedById: upload.uploaded_by,
  });
}
