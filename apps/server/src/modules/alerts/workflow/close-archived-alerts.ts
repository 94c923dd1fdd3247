import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { type EntityEventActor, SYSTEM_ACTOR } from '../../screening/index.ts';
import { ACTIVE_STAGE_CATEGORIES } from '../records/index.ts';
import { autoResolvedStage, closeIntoStage, type ResolvedObject } from './auto-resolve-alerts.ts';
import { lockAlerts } from './locked-alert.ts';

/**
 * An archived address or transaction takes its active alerts (open or in progress) with it, in the archive's
 * transaction: its page is gone, so an alert left open could be neither opened nor worked, yet would stay in the
 * queue and the dashboard's counts. Each moves to the auto-resolved closed stage through the one change path
 * (comment, audit trail, cycle closed) by whoever archived, muted or not, at every level, and the object's audit log
 * says so. Returns the ids of the alerts it closed.
 */
export async function closeAlertsOfArchived(
  trx: Db,
  input: { workspaceId: number; object: ResolvedObject; actor: EntityEventActor; now: Date },
): Promise<number[]> {
  const { workspaceId, object, actor, now } = input;
  const active = await trx
    .selectFrom('alerts as a')
    .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
    .select(['a.id', 'a.level'])
    .where('a.workspace_id', '=', workspaceId)
    .where('a.object_type', '=', object.type)
    .where('a.object_id', '=', object.id)
    .where('s.category', 'in', ACTIVE_STAGE_CATEGORIES)
    .execute();
  if (active.length === 0) return [];
  const locked = await lockAlerts(trx, {
    workspaceId,
    ids: active.map((a) => a.id),
    object: { type: object.type, id: object.id },
  });
  // Checked again under the lock: someone may have closed one meanwhile.
  const closing = locked.filter((a) => ACTIVE_STAGE_CATEGORIES.includes(a.stage.category));
  const target = await autoResolvedStage(trx, workspaceId);
  if (closing.length === 0 || !target) return [];
  await closeIntoStage(trx, {
    closing,
    levelOf: new Map(active.map((a) => [a.id, a.level])),
    target,
    object: { ...object, workspaceId },
    actor,
    reason: `The ${object.type} was archived`,
    now,
  });
  return closing.map((a) => a.id);
}

/**
 * Close the active alerts of every object archived before archiving closed them (decision 0028): by the system, as
 * closeAlertsOfArchived does, one object per transaction. Run once at each start (a job); an object whose alerts are
 * all closed is not found again, so a later run finds nothing. Returns how many alerts it closed.
 */
export async function closeAlertsOfArchivedObjects(db: Db, now = new Date()): Promise<number> {
  const objects = await sql<{
    workspace_id: number;
    type: 'address' | 'transaction';
    id: number;
    blockchain: number;
    identifier: string;
  }>`
    SELECT DISTINCT a.workspace_id, a.object_type AS type, o.id, o.blockchain, o.identifier
    FROM alerts a
    JOIN workflow_stages s ON s.id = a.workflow_stage_id
    JOIN (
      SELECT 'address' AS type, id, blockchain, identifier FROM screened_addresses WHERE archived_at IS NOT NULL
      UNION ALL
      SELECT 'transaction', id, blockchain, identifier FROM screened_transactions WHERE archived_at IS NOT NULL
    ) o ON o.type = a.object_type AND o.id = a.object_id
    WHERE s.category IN (${sql.join(ACTIVE_STAGE_CATEGORIES)})`.execute(db);
  let closed = 0;
  for (const o of objects.rows) {
    closed += (
      await inTransaction(db, (trx) =>
        closeAlertsOfArchived(trx, {
          workspaceId: o.workspace_id,
          object: { type: o.type, id: o.id, blockchain: o.blockchain, identifier: o.identifier },
          actor: SYSTEM_ACTOR,
          now,
        }),
      )
    ).length;
  }
  return closed;
}
