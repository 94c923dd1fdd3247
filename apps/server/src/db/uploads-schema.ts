import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** An uploaded file: its bytes, its progress and its per-level stats (0023_uploads). */
export interface UploadsTable {
  id: string;
  workspace_id: number;
  uploaded_by: number | null;
  file_type: number;
  file_name: string;
  file_format: 'csv' | 'xls' | 'xlsx';
  original: Uint8Array;
  columns: string[];
  status: ColumnType<number, number | undefined, number>;
  total_row_count: number;
  successful_row_count: ColumnType<number, number | undefined, number>;
  failed_row_count: ColumnType<number, number | undefined, number>;
  stats: ColumnType<Record<string, number>, string | undefined, string>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  worker: string | null;
}

/** One parsed row of an upload: its cells by column, its state and what processing it gave. */
export interface UploadRowsTable {
  upload_id: string;
  row_number: number;
  input: ColumnType<Record<string, string>, string, string>;
  state: ColumnType<'pending' | 'succeeded' | 'failed', 'pending' | undefined, 'succeeded' | 'failed'>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  claimed_at: NullableTimestamp;
}

export interface UploadTables {
  uploads: UploadsTable;
  upload_rows: UploadRowsTable;
}
