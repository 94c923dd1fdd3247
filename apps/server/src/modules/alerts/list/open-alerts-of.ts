import type { Db } from '../../../db/client.ts';

export type AlertObjectType = 'address' | 'transaction' | 'customer';

/**
 * The open alerts (their stage in category 0 open or 1 in progress) of the given objects of a workspace, oldest
 * first: what "Update Open Alerts" on a list of addresses, transactions, customers or cases works on. Closed and
 * inactive alerts are left alone.
 */
export async function openAlertIdsOf(
  db: Db,
  workspaceId: number,
  objectType: AlertObjectType,
  objectIds: readonly number[],
): Promise<number[]> {
  if (objectIds.length === 0) return [];
  const rows = await db
    .selectFrom('alerts as a')
    .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
    .where('a.workspace_id', '=', workspaceId)
    .where('a.object_type', '=', objectType)
    .where('a.object_id', 'in', [...objectIds])
    .where('s.category', 'in', [0, 1])
    .select('a.id')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => r.id);
}
