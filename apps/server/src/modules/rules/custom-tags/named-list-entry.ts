import { ADDRESS_FAILURE_REASONS } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { parseListAddress } from './list-address.ts';
import { insertAddresses } from './list-addresses.repo.ts';

export type NamedListChange = {
  workspaceId: number;
  userId: number;
  /** The custom list's name, as a user types it (matched without regard to case). */
  listName: string;
  address: string;
  action: 'add' | 'archive';
};

/**
 * Add an address to, or take it off, a custom list named by its name (a bulk upload's custom list row). Runs on the
 * caller's transaction when given one, so the upload records the row with the change. A row's own problem (no such
 * list, an invalid address, already on or not on the list) is an HttpError whose message the upload reports.
 */
export async function changeNamedListEntry(db: Db, change: NamedListChange): Promise<{ listId: number }> {
  const list = await db
    .selectFrom('custom_tags')
    .select('id')
    .where('workspace_id', '=', change.workspaceId)
    .where('is_in_custom_list', '=', true)
    .where(sql<string>`lower(name)`, '=', change.listName.trim().toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  if (!list) throw HttpError.fields({ custom_list: [`There is no custom list named '${change.listName}'.`] });
  const entry = parseListAddress(change.address);
  if (!entry) throw HttpError.fields({ address: [ADDRESS_FAILURE_REASONS.invalid] });
  if (change.action === 'add') {
    const added = await insertAddresses(db, change.workspaceId, list.id, change.userId, [entry]);
    if (added === 0) throw HttpError.fields({ address: [ADDRESS_FAILURE_REASONS.duplicate] });
  } else {
    const removed = await db
      .deleteFrom('custom_tagged_addresses')
      .where('workspace_id', '=', change.workspaceId)
      .where('custom_tag_id', '=', list.id)
      .where('identifier', '=', entry.identifier)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw HttpError.fields({ address: ['The address is not on this list.'] });
  }
  await db.updateTable('custom_tags').set({ updated_at: new Date() }).where('id', '=', list.id).execute();
  return { listId: list.id };
}
