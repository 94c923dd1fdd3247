import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** A queued export and, once produced, its file (0022_downloads). */
export interface DownloadsTable {
  id: string;
  workspace_id: number;
  requested_by: number;
  title: string;
  kind: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<number, number | undefined, number>;
  file_name: string | null;
  media_type: string | null;
  bytes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  error: string | null;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
  expires_at: Timestamp;
}

export interface DownloadTables {
  downloads: DownloadsTable;
}
