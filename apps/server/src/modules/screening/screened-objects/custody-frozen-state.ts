import type { Db } from '../../../db/client.ts';

/**
 * Set a screened transaction's frozen state at the custody service (spec part 3 §3: set when the custody
 * integration froze it, false after a successful unfreeze). Only the workspace's live row; false when none.
 */
export async function setFrozenOnCustody(
  db: Db,
  workspaceId: number,
  transactionId: number,
  isFrozen: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('screened_transactions')
    .set({ is_frozen_on_fireblocks: isFrozen })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
