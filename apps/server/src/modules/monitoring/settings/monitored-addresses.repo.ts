import { displayCode, type MonitoredAddress, type Paged } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount } from '../../../lib/list-page.ts';
import { addedByName } from './added-by.ts';

type Row = {
  id: number;
  blockchain: number;
  identifier: string;
  is_ignored: boolean;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const present = (row: Row): MonitoredAddress => ({
  id: row.id,
  identifier: row.identifier,
  currency: row.blockchain,
  currency_short: displayCode(row.blockchain),
  is_ignored: row.is_ignored,
  added_by: addedByName(row),
  created_at: new Date(row.created_at).toISOString(),
});

const listed = (db: Db, workspaceId: number) =>
  db
    .selectFrom('monitored_addresses as m')
    .leftJoin('users as u', 'u.id', 'm.added_by')
    .select([
      'm.id',
      'm.blockchain',
      'm.identifier',
      'm.is_ignored',
      'm.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.archived_at', 'is', null);

/** The workspace's live entries, newest first, optionally only the ignored or the monitored, or matching q. */
export async function listMonitoredAddresses(
  db: Db,
  workspaceId: number,
  query: { offset: number; limit: number; q?: string | undefined; isIgnored?: boolean | undefined },
): Promise<Omit<Paged<MonitoredAddress>, 'next' | 'previous'>> {
  let base = listed(db, workspaceId);
  if (query.q) base = base.where('m.identifier', 'ilike', containing(query.q));
  if (query.isIgnored !== undefined) base = base.where('m.is_ignored', '=', query.isIgnored);
  const { rows, count } = await pageWithCount(
    base.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'),
    query,
  );
  return { count, results: rows.map(present) };
}

/**
 * Put an address on the list, monitored or ignored. One statement: an address already listed takes the new
 * choice, so two people acting at once leave one entry, the later one's.
 */
export async function upsertMonitoredAddress(
  db: Db,
  input: { workspaceId: number; blockchain: number; identifier: string; isIgnored: boolean; userId: number },
): Promise<MonitoredAddress> {
  const { id } = await db
    .insertInto('monitored_addresses')
    .values({
      workspace_id: input.workspaceId,
      blockchain: input.blockchain,
      identifier: input.identifier,
      is_ignored: input.isIgnored,
      added_by: input.userId,
    })
    .onConflict((oc) =>
      oc
        .columns(['workspace_id', 'blockchain', 'identifier'])
        .where('archived_at', 'is', null)
        .doUpdateSet({ is_ignored: input.isIgnored, added_by: input.userId, created_at: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await listed(db, input.workspaceId).where('m.id', '=', id).executeTakeFirstOrThrow();
  return present(row);
}

/** Archive the address's live entry; false when it had none. */
export async function archiveMonitoredAddress(
  db: Db,
  key: { workspaceId: number; blockchain: number; identifier: string },
): Promise<boolean> {
  const result = await db
    .updateTable('monitored_addresses')
    .set({ archived_at: new Date() })
    .where('workspace_id', '=', key.workspaceId)
    .where('blockchain', '=', key.blockchain)
    .where('identifier', '=', key.identifier)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
