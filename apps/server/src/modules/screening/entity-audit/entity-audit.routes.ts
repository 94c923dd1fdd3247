import { ENTITY_EVENT_TYPES, type EntityEventType, endpoints, entityAuditEvent } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { dateRange } from '../../../lib/date-range.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { findLiveRow } from '../screened-objects/index.ts';
import { type EntityEventRow, type EntityKey, listEntityEvents } from './entity-audit.repo.ts';

/** The live screened object a page shows, as the key of its log; undefined when the workspace has no such row. */
const OBJECTS = {
  addresses: async (db: Db, workspaceId: number, id: number): Promise<EntityKey | undefined> => {
    const row = await findLiveRow(db, 'address', workspaceId, id);
    return row && { workspaceId, type: 'address', blockchain: row.blockchain, identifier: row.identifier };
  },
  transactions: async (db: Db, workspaceId: number, id: number): Promise<EntityKey | undefined> => {
    const row = await findLiveRow(db, 'transaction', workspaceId, id);
    return (
      row && { workspaceId, type: 'transaction', blockchain: row.blockchain, identifier: row.identifier }
    );
  },
};

/** An event as the contract reads it; the context was checked against the contract when it was written. */
export function presentEntityEvent(row: EntityEventRow) {
  return entityAuditEvent.parse({
    id: row.id,
    type: row.type,
    type_verbose: ENTITY_EVENT_TYPES[row.type as EntityEventType],
    created_at: new Date(row.created_at).toISOString(),
    by_user_name: row.actor_name,
    context: row.context,
  });
}

/**
 * The Audit Logs tab of the address and transaction pages (spec part 2 §2): what happened to the object in this
 * workspace, newest first, with who and when. Every member reads it; the log itself is written only by the
 * changes it records (recordEntityEvent).
 */
export const entityAuditRoutes: RouteModule = (api, { db }) => {
  const logs = [
    [endpoints.addresses.auditLogs, OBJECTS.addresses],
    [endpoints.transactions.auditLogs, OBJECTS.transactions],
  ] as const;
  for (const [endpoint, find] of logs) {
    route(api, endpoint, { access: 'workspace' }, async (request) => {
      const { workspaceId } = requireScope(request);
      const { offset, limit, type, created_start_date, created_end_date } = request.query;
      const created = dateRange(created_start_date, created_end_date, 'created_end_date');
      const key = await find(db, workspaceId, request.params.id);
      if (!key) throw notFound();
      const { rows, count } = await listEntityEvents(db, key, { types: type, created }, { offset, limit });
      return pageOf(request, rows.map(presentEntityEvent), count, offset, limit);
    });
  }
};
