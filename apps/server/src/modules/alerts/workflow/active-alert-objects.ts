import type { Db } from '../../../db/client.ts';
import { type ReadMemo, readOnce } from '../../../lib/read-memo.ts';
import { ACTIVE_STAGE_CATEGORIES } from '../records/index.ts';

type LockedObject = { type: 'address' | 'transaction'; id: number };
const keyOf = (object: LockedObject) => `${object.type}:${object.id}`;

/**
 * Which of a batch's locked objects may have an active alert (open or in progress), read once for the batch: most
 * objects a batch screens again have none, and their auto-resolve then needs no statement. The set is the batch's
 * own: a screening of the batch that fires a rule adds its object (its alert is active now).
 */
export function activeAlertObjects(
  trx: Db,
  batch: { reads: ReadMemo; lockedObjects: readonly LockedObject[] },
  workspaceId: number,
): Promise<{ known: Set<string>; active: Set<string> }> {
  return readOnce(batch.reads, 'alerts.active-objects', async () => {
    const known = new Set(batch.lockedObjects.map(keyOf));
    const active = new Set<string>();
    for (const type of ['address', 'transaction'] as const) {
      const ids = batch.lockedObjects.filter((o) => o.type === type).map((o) => o.id);
      if (ids.length === 0) continue;
      const rows = await trx
        .selectFrom('alerts as a')
        .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
        .select('a.object_id')
        .distinct()
        .where('a.workspace_id', '=', workspaceId)
        .where('a.object_type', '=', type)
        .where('a.object_id', 'in', ids)
        .where('s.category', 'in', ACTIVE_STAGE_CATEGORIES)
        .execute();
      for (const row of rows) active.add(keyOf({ type, id: row.object_id }));
    }
    return { known, active };
  });
}

/** The key activeAlertObjects answers by. */
export const activeAlertKey = keyOf;
