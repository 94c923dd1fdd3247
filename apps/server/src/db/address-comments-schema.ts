import type { ColumnType, Generated } from 'kysely';

/** A workspace's comment on an address ("I know this address"), with at most one support file. */
export interface AddressCommentsTable {
  id: Generated<number>;
  workspace_id: number;
  blockchain: number;
  identifier: string;
  comment: string;
  file_name: string | null;
  file_size: number | null;
  file_data: Uint8Array | null;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AddressCommentTables {
  address_comments: AddressCommentsTable;
}
