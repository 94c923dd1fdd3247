import type { Db } from '../../../db/client.ts';
import type { AddressReport, TransactionReport } from '../../exposure/index.ts';
import { wholeLiveRow } from './stored-report.ts';

/**
 * The live rows of a workspace's screened objects: one repository for both kinds, configured per kind (table and
 * columns). A live row is the object's latest screening in the workspace; archiving takes it out. Saving stays
 * per kind (screened-addresses.repo.ts, screened-transactions.repo.ts) because what makes a row unique differs:
 * an address with its destination tag, a transaction by its hash.
 */
export const SCREENED_TABLES = {
  address: 'screened_addresses',
  transaction: 'screened_transactions',
} as const;
export type ScreenedKind = keyof typeof SCREENED_TABLES;

type LiveRowBase = {
  id: number;
  blockchain: number;
  identifier: string;
  customer_id: string | null;
  customer_type: number | null;
  risk_level: number;
  created_at: Date;
  last_screened_time: Date;
};
export type ScreenedAddressRow = LiveRowBase & { destination_tag: number | null; result: AddressReport };
export type ScreenedTransactionRow = LiveRowBase & {
  customer_address: string | null;
  is_frozen_on_fireblocks: boolean;
  result: TransactionReport;
};
export type LiveRowOf = { address: ScreenedAddressRow; transaction: ScreenedTransactionRow };

const BASE_COLUMNS = [
  'id',
  'blockchain',
  'identifier',
  'customer_id',
  'customer_type',
  'risk_level',
  'result',
  'investigation_tree',
  'created_at',
  'last_screened_time',
] as const;
/** What a live row is read with, per kind: the common columns and the kind's own (the tree joins the report). */
export const LIVE_ROW_COLUMNS = {
  address: [...BASE_COLUMNS, 'destination_tag'],
  transaction: [...BASE_COLUMNS, 'customer_address', 'is_frozen_on_fireblocks'],
} as const;

/**
 * The query builder of a kind's table. Kysely cannot type one query over either of two tables, so the table is
 * given as the address table's type: every column used here exists in both (LIVE_ROW_COLUMNS per kind).
 */
function fromLiveRows(db: Db, kind: ScreenedKind) {
  return db
    .selectFrom(SCREENED_TABLES[kind] as 'screened_addresses')
    .select(LIVE_ROW_COLUMNS[kind] as unknown as typeof LIVE_ROW_COLUMNS.address)
    .where('archived_at', 'is', null);
}

/** The workspace's live row of a screened object by its id. */
export async function findLiveRow<K extends ScreenedKind>(
  db: Db,
  kind: K,
  workspaceId: number,
  id: number,
): Promise<LiveRowOf[K] | undefined> {
  const row = await fromLiveRows(db, kind)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (wholeLiveRow(row) as unknown as LiveRowOf[K]);
}

/** The workspace's live row of an identifier on a chain, if it has screened it (an address without its tag). */
export async function findLiveRowOf<K extends ScreenedKind>(
  db: Db,
  kind: K,
  workspaceId: number,
  object: { blockchain: number; identifier: string },
): Promise<LiveRowOf[K] | undefined> {
  const row = await fromLiveRows(db, kind)
    .where('workspace_id', '=', workspaceId)
    .where('blockchain', '=', object.blockchain)
    .where('identifier', '=', object.identifier)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && (wholeLiveRow(row) as unknown as LiveRowOf[K]);
}
