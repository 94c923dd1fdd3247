import {
  ALERT_STATUS_LABELS,
  type AlertItemDto,
  COMMENT_TYPES,
  type CommentContext,
  type CommentObjectType,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { dateRange } from '../../../lib/date-range.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { recordComment } from '../../screening/index.ts';
import { alertLink } from './alert-change.ts';
import { recordAlertEvents } from './alert-events.repo.ts';
import { lockAlerts } from './locked-alert.ts';
import { requireCommentText } from './resolve-change.ts';

type ItemRow = {
  id: number;
  identifier: string;
  body: unknown[];
  context: Record<string, unknown> | null;
  status: number | null;
  created_at: Date;
  updated_at: Date | null;
  reason: string | null;
};

type Loose = Record<string, unknown>;
const records = (list: unknown[]): Loose[] =>
  list.filter((x): x is Loose => typeof x === 'object' && x !== null && !Array.isArray(x));

function presentItem(row: ItemRow): AlertItemDto {
  return {
    id: row.id,
    identifier: row.identifier,
    body: records(row.body),
    context: row.context,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

const ITEM_COLUMNS = [
  'id',
  'identifier',
  'body',
  'context',
  'status',
  'created_at',
  'updated_at',
  'reason',
] as const;

/** Whether the alert is one of the workspace's (404 otherwise). */
export async function requireAlert(db: Db, workspaceId: number, alertId: number): Promise<void> {
  const row = await db
    .selectFrom('alerts')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', alertId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** The alert's items (its rule's firings), newest first, by status and creation date. */
export async function listAlertItems(
  db: Db,
  workspaceId: number,
  alertId: number,
  filter: {
    offset: number;
    limit: number;
    status?: number | undefined;
    start_time?: string;
    end_time?: string;
  },
): Promise<{ rows: AlertItemDto[]; count: number }> {
  await requireAlert(db, workspaceId, alertId);
  const created = dateRange(filter.start_time, filter.end_time, 'end_time');
  let base = db
    .selectFrom('alert_items')
    .where('alert_id', '=', alertId)
    .where('workspace_id', '=', workspaceId);
  if (filter.status !== undefined) base = base.where('status', '=', filter.status);
  if (created.from) base = base.where('created_at', '>=', created.from);
  if (created.until) base = base.where('created_at', '<', created.until);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select([...ITEM_COLUMNS])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows: rows.map(presentItem), count: Number(counted?.n ?? 0) };
}

const label = (status: number | null) =>
  status === null ? null : (ALERT_STATUS_LABELS[status as 0 | 1 | 2] ?? String(status));

/**
 * Mark one item of the alert reviewed, resolved or escalated, with a comment on the item (Alert Status Updated) and
 * an event of the audit trail. The item already in that status is a conflict (409).
 */
export async function updateAlertItem(
  db: Db,
  scope: { workspaceId: number; userId: number },
  ids: { alertId: number; itemId: number },
  update: { status: 0 | 1 | 2; comment: { body: string; context?: CommentContext | undefined } },
): Promise<AlertItemDto> {
  requireCommentText(update.comment.body);
  return inTransaction(db, async (trx) => {
    const [alert] = await lockAlerts(trx, { workspaceId: scope.workspaceId, ids: [ids.alertId] });
    if (!alert) throw notFound();
    const item = await trx
      .selectFrom('alert_items')
      .select([...ITEM_COLUMNS])
      .where('id', '=', ids.itemId)
      .where('alert_id', '=', alert.id)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw notFound();
    if (item.status === update.status) {
      throw new HttpError(409, `The item is already ${label(item.status)}.`, 'alert_changed');
    }
    const now = new Date();
    const changed = await trx
      .updateTable('alert_items')
      .set({ status: update.status, updated_at: now })
      .where('id', '=', item.id)
      .returning([...ITEM_COLUMNS])
      .executeTakeFirstOrThrow();
    const comment = await recordComment(trx, {
      workspaceId: alert.workspaceId,
      object: { type: alert.objectType as CommentObjectType, id: alert.objectId },
      alertId: alert.id,
      alertItemId: item.id,
      authorId: scope.userId,
      type: COMMENT_TYPES.alertStatusUpdated,
      body: update.comment.body,
      ...(update.comment.context ? { context: update.comment.context } : {}),
      link: alertLink(alert),
    });
    await recordAlertEvents(trx, [
      {
        alert,
        alertItemId: item.id,
        actorId: scope.userId,
        event: 'item_status_changed',
        from: label(item.status),
        to: label(update.status),
        commentId: comment.id,
        at: now,
      },
    ]);
    return presentItem(changed);
  });
}
