import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { lockCustomers } from '../customer-records/index.ts';
import { recordEntityEvent } from '../entity-audit/index.ts';
import { SCREENED_TABLES, type ScreenedKind } from '../screened-objects/index.ts';
import { screenedObjectArchived } from './screened-object-archived.ts';

/**
 * Archive a workspace's live screened address or transaction and log who did it, in one transaction (the
 * caller's, when it runs in one: a bulk upload records the row with it); its active alerts are closed with it (they
 * could no longer be opened); the
 * customer it belonged to gets its risk level recomputed in the same transaction (locked first, decision 0026).
 * False when there is no such live row in the workspace.
 */
export async function archiveScreenedObject(
  db: Db,
  kind: ScreenedKind,
  target: { workspaceId: number; id: number; caller: Caller },
): Promise<boolean> {
  const { workspaceId, id, caller } = target;
  return inTransaction(db, async (trx) => {
    const named = await trx
      .selectFrom(SCREENED_TABLES[kind])
      .select('customer_id')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    await lockCustomers(trx, workspaceId, [named?.customer_id]);
    const row = await trx
      .updateTable(SCREENED_TABLES[kind])
      .set({ archived_at: new Date() })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .returning(['identifier', 'blockchain', 'customer_id'])
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('archive_logs')
      .values({
        workspace_id: workspaceId,
        archived_by: caller.userId,
        original_caller: caller.via === 'apiKey' ? 'api' : 'web',
        type: kind,
        identifier: row.identifier,
        blockchain: row.blockchain,
      })
      .execute();
    const object = { workspaceId, type: kind, id, blockchain: row.blockchain, identifier: row.identifier };
    await recordEntityEvent(trx, { object, actor: caller, event: { type: 'archived', context: {} } });
    await screenedObjectArchived.run(trx, {
      workspaceId,
      object,
      customerId: row.customer_id,
      actor: caller,
      at: new Date(),
    });
    return true;
  });
}
