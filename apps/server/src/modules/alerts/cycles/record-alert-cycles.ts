import type { AlertObjectType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { ScreeningSnapshot } from './screening-snapshot.ts';

/**
 * Open a cycle on each alert a screening opened or extended, all pointing at one snapshot of what the screening
 * saw. Runs inside the screening's transaction, after its alert items are written: each cycle counts the alert's
 * items as of then. No alerts, no snapshot.
 */
export async function recordAlertCycles(
  trx: Db,
  input: {
    workspaceId: number;
    object: { type: AlertObjectType; id: number };
    at: Date;
    snapshot: ScreeningSnapshot;
    /** Why the screening ran, in words; null: a person's screening. */
    reason?: string | null | undefined;
    alertIds: readonly number[];
    /** Item counts the caller knows already (an alert it just opened has its one item): not counted again. */
    knownItemCounts?: ReadonlyMap<number, number>;
  },
): Promise<{ snapshotId: number | null }> {
  const { workspaceId, object, at, snapshot, alertIds } = input;
  if (alertIds.length === 0) return { snapshotId: null };
  const { id: snapshotId } = await trx
    .insertInto('screening_snapshots')
    .values({
      workspace_id: workspaceId,
      object_type: object.type,
      object_id: object.id,
      taken_at: at,
      investigation_tree: JSON.stringify(snapshot.investigationTree),
      counterparty_summary: JSON.stringify(snapshot.counterpartySummary),
      reason: input.reason ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const countOf = new Map(input.knownItemCounts);
  const unknown = alertIds.filter((id) => !countOf.has(id));
  if (unknown.length > 0) {
    const counts = await trx
      .selectFrom('alert_items')
      .select(['alert_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('alert_id', 'in', unknown)
      .groupBy('alert_id')
      .execute();
    for (const c of counts) countOf.set(c.alert_id, Number(c.count));
  }
  await trx
    .insertInto('alert_cycles')
    .values(
      alertIds.map((alertId) => ({
        workspace_id: workspaceId,
        alert_id: alertId,
        snapshot_id: snapshotId,
        opened_at: at,
        alert_items_count: countOf.get(alertId) ?? 0,
      })),
    )
    .execute();
  return { snapshotId };
}
