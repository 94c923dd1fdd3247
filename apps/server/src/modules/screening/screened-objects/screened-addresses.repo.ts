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
    /**
     * Where a batch collects the writes it makes in one statement (`writeAddressRows`), and what it read of the row
     * replaced: a save that changes neither the row's level nor its customer is handed there instead of written
     * (what the screening's hooks read of the row, its level and customer, is then what it was).
     */
    deferTo?: AddressRowDeferral;
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
  const deferTo = input.deferTo;
  if (
    existing &&
    deferTo &&
    !input.customerId &&
    deferTo.replaced.customerId === null &&
    deferTo.replaced.riskLevel === input.report.riskLevel
  ) {
    deferTo.defer({
      id: existing.id,
      riskLevel: input.report.riskLevel,
      result,
      tree: 'investigation_tree' in tree ? { text: investigation_tree, hash: treeHash } : null,
      screenedAt: now,
      screenedBy: input.userId,
    });
    return writtenLiveRow<ScreenedAddressRow>(
      {
        id: existing.id,
        blockchain: input.report.blockchain,
        identifier: input.report.identifier,
        customer_id: null,
        customer_type: deferTo.replaced.customerType,
        risk_level: input.report.riskLevel,
        created_at: deferTo.replaced.createdAt,
        last_screened_time: now,
        destination_tag: input.destinationTag,
      },
      stored,
    );
  }
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

/** Where a batched save may be handed (a batch's collector), with what the batch read of the row it replaces. */
export type AddressRowDeferral = {
  replaced: { riskLevel: number; createdAt: Date; customerId: string | null; customerType: number | null };
  defer(write: AddressRowWrite): void;
};

/** A live row's save handed to a batch: its report, the tree when it changed, when and by whom. */
export type AddressRowWrite = {
  id: number;
  riskLevel: number;
  result: string;
  tree: { text: string; hash: string } | null;
  screenedAt: Date;
  screenedBy: number;
};

/** Rows per statement of `writeAddressRows`: a few hundred kilobytes of reports at most. */
const ROWS_PER_WRITE = 100;

/**
 * The saves a batch collected, in one statement per hundred rows: what each save would have written (the tree only
 * where it changed). The last save of a row wins.
 */
export async function writeAddressRows(db: Db, writes: readonly AddressRowWrite[]): Promise<void> {
  const last = [...new Map(writes.map((write) => [write.id, write])).values()];
  for (let at = 0; at < last.length; at += ROWS_PER_WRITE) {
    const values = sql.join(
      last.slice(at, at + ROWS_PER_WRITE).map(
        (w) =>
          sql`(${w.id}::int, ${w.riskLevel}::smallint, ${w.result}::jsonb, ${w.tree?.text ?? null}::json,
              ${w.tree?.hash ?? null}::text, ${w.screenedAt}::timestamptz, ${w.screenedBy}::int)`,
      ),
    );
    await sql`
      UPDATE screened_addresses s SET risk_level = v.risk_level, result = v.result,
        investigation_tree = CASE WHEN v.tree_hash IS NULL THEN s.investigation_tree ELSE v.tree END,
        investigation_tree_hash = coalesce(v.tree_hash, s.investigation_tree_hash),
        last_screened_time = v.screened_at, screened_by = v.screened_by
      FROM (VALUES ${values}) AS v(id, risk_level, result, tree, tree_hash, screened_at, screened_by)
      WHERE s.id = v.id`.execute(db);
  }
}
