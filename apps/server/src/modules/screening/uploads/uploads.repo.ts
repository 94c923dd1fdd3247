import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { pageWithCount } from '../../../lib/list-page.ts';
import type { RowCells } from './upload-rows.ts';

export type NewUpload = {
  workspaceId: number;
  uploadedBy: number;
  fileType: number;
  fileName: string;
  format: 'csv' | 'xls' | 'xlsx';
  original: Buffer;
  columns: string[];
  rows: { line: number; cells: RowCells }[];
};

/** Rows per INSERT: 3 parameters a row, well under PostgreSQL's 65,535 parameters per statement. */
const INSERT_CHUNK = 2000;

/** Store an upload and every parsed row of it (the caller's transaction also queues the job). */
export async function insertUpload(trx: Db, upload: NewUpload): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('uploads')
    .values({
      id,
      workspace_id: upload.workspaceId,
      uploaded_by: upload.uploadedBy,
      file_type: upload.fileType,
      file_name: upload.fileName,
      file_format: upload.format,
      original: upload.original,
      columns: upload.columns,
      total_row_count: upload.rows.length,
    })
    .execute();
  for (let start = 0; start < upload.rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('upload_rows')
      .values(
        upload.rows.slice(start, start + INSERT_CHUNK).map((row) => ({
          upload_id: id,
          row_number: row.line,
          input: JSON.stringify(row.cells),
        })),
      )
      .execute();
  }
  return id;
}

const LISTED = [
  'id',
  'file_type',
  'file_name',
  'file_format',
  'status',
  'total_row_count',
  'successful_row_count',
  'failed_row_count',
  'stats',
  'created_at',
  'finished_at',
] as const;

export async function listUploads(
  db: Db,
  workspaceId: number,
  fileType: number | undefined,
  page: { offset: number; limit: number },
) {
  let base = db.selectFrom('uploads').where('workspace_id', '=', workspaceId);
  if (fileType !== undefined) base = base.where('file_type', '=', fileType);
  return pageWithCount(base.select(LISTED).orderBy('created_at', 'desc').orderBy('id'), page);
}
export type ListedUpload = Awaited<ReturnType<typeof listUploads>>['rows'][number];

/** One upload of the workspace (undefined for another workspace's: the route answers 404). */
export function findUpload(db: Db, workspaceId: number, id: string) {
  return db
    .selectFrom('uploads')
    .select([...LISTED, 'original', 'columns'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every row of an upload in file order, with its state and result (the response file). */
export function uploadRows(db: Db, uploadId: string) {
  return db
    .selectFrom('upload_rows')
    .select(['row_number', 'input', 'state', 'result'])
    .where('upload_id', '=', uploadId)
    .orderBy('row_number')
    .execute();
}
