import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { AddressReport } from '../../exposure/index.ts';
import { LIVE_ROW_COLUMNS, type ScreenedAddressRow } from './live-rows.ts';
import { storedReport, writtenLiveRow } from './stored-report.ts';

/**
 * What the write answers with: the live row without its report, which is the one just written (sending it back
 * through the database would cost a screening as much as writing it).
 */
const writtenColumns = LIVE_ROW_COLUMNS.address.filter(
  (column) => column !== 'result' && column !== 'investigation_tree',
);

function findLiveAddress(
  db: Db,
  input: { workspaceId: number; report: AddressReport; destinationTag: number | null },
) {
  return db
    .selectFrom('screened_addresses')
    .select('id')
    .where('workspace_id', '=', input.workspaceId)
    .where('blockchain', '=', input.report.blockchain)
    .where('identifier', '=', input.report.identifier)
    .where(sql<boolean>`coalesce(destination_tag, -1) = ${input.destinationTag ?? -1}`)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** Insert or refresh the workspace's live row for this address (one live row per address and tag). */
export async function saveScreenedAddress(
  db: Db,
  input: {
    workspaceId: number;
    report: AddressReport;
    destinationTag: number | null;
    customerId: string | null;
    customerType: number | null;
    userId: number;
    /** The live row this one replaces when the caller has already found (and locked) it; null: none. */
    liveRowId?: number | null;
    /** The hash of the tree that row stores: the same tree is not written again. */
    previousTreeHash?: string | null;
  },
): Promise<ScreenedAddressRow> {
  const stored = storedReport(input.report);
  const { result, investigation_tree } = stored;
  const treeHash = createHash('sha256').update(investigation_tree).digest('base64url');
  const tree =
    input.previousTreeHash === treeHash ? {} : { investigation_tree, investigation_tree_hash: treeHash };
  const now = new Date(input.report.screenedAt);
  const existing =
    input.liveRowId !== undefined
      ? input.liveRowId === null
        ? undefined
        : { id: input.liveRowId }
      : await findLiveAddress(db, input);
  const row = existing
    ? await db
        .updateTable('screened_addresses')
        .set({
          risk_level: input.report.riskLevel,
          result,
          ...tree,
          last_screened_time: now,
          screened_by: input.userId,
          ...(input.customerId ? { customer_id: input.customerId, customer_type: input.customerType } : {}),
        })
        .where('id', '=', existing.id)
        .returning(writtenColumns)
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('screened_addresses')
        .values({
          workspace_id: input.workspaceId,
          blockchain: input.report.blockchain,
          identifier: input.report.identifier,
          destination_tag: input.destinationTag,
          customer_id: input.customerId,
          customer_type: input.customerType,
          risk_level: input.report.riskLevel,
          result,
          investigation_tree,
          investigation_tree_hash: treeHash,
          screened_by: input.userId,
          created_at: now,
          last_screened_time: now,
        })
        .returning(writtenColumns)
        .executeTakeFirstOrThrow();
  return writtenLiveRow<ScreenedAddressRow>(row, stored);
}
