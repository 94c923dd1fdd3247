import {
  ALERT_BULK_UPDATE_MAX,
  type AlertBulkUpdateAnswer,
  type AlertBulkUpdateQuery,
  type CommentContext,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { alertListFilters, matchingAlertIds } from '../list/index.ts';
import { publishAssignment } from './alert-assignment-event.ts';
import { applyChange, refusalOf } from './alert-change.ts';
import { type LockedAlert, lockAlerts } from './locked-alert.ts';
import { namesOf } from './members.ts';
import { requestedChange, requireChangeAndComment, requireCommentText } from './resolve-change.ts';

export type AlertBulkUpdate = {
  updated_status?: number | undefined;
  updated_assigned_to?: number | null | undefined;
  comment: { body: string; context?: CommentContext | undefined };
};

/**
 * Update the alerts of `ids`, or without ids every alert the list's filters, search and tab match (select all),
 * in one transaction. Each alert is checked as a single update is; one that cannot take the change is skipped with
 * the reason, and the others change, each with its own comment. The record is told of the reassignment once
 * (alert.assigned), so a new assignee hears of it once.
 */
export async function bulkUpdateAlerts(
  db: Db,
  scope: { workspaceId: number; userId: number },
  query: AlertBulkUpdateQuery,
  update: AlertBulkUpdate,
): Promise<AlertBulkUpdateAnswer> {
  requireChangeAndComment(
    { stage: update.updated_status, assignee: update.updated_assigned_to, commentBody: update.comment.body },
    'updated_status',
  );
  const ids = query.ids ?? (await matchingAlertIds(db, scope, alertListFilters(query)));
  return updateAlertsById(db, scope, ids, update);
}

/** Update the alerts of `ids` (see bulkUpdateAlerts): the lists' Update Open Alerts names its alerts this way. */
export async function updateAlertsById(
  db: Db,
  scope: { workspaceId: number; userId: number },
  ids: number[],
  update: AlertBulkUpdate,
): Promise<AlertBulkUpdateAnswer> {
  requireCommentText(update.comment.body);
  const { workspaceId, userId } = scope;
  if (ids.length > ALERT_BULK_UPDATE_MAX) {
    throw HttpError.fields({
      ids: [`Select at most ${ALERT_BULK_UPDATE_MAX.toLocaleString('en-US')} alerts.`],
    });
  }
  return inTransaction(db, async (trx) => {
    const change = await requestedChange(trx, workspaceId, {
      stage: { id: update.updated_status, field: 'updated_status' },
      assignee: { id: update.updated_assigned_to, field: 'updated_assigned_to' },
    });
    const alerts = await lockAlerts(trx, { workspaceId, ids });
    const found = new Set(alerts.map((a) => a.id));
    const skipped = ids
      .filter((id) => !found.has(id))
      .map((id) => ({ id, reason: 'The alert was not found.' }));
    const names = await namesOf(trx, [userId, ...alerts.map((a) => a.assignedTo)]);
    const now = new Date();
    let updated = 0;
    const reassigned: LockedAlert[] = [];
    for (const alert of alerts) {
      const refusal = refusalOf(alert, change);
      if (refusal) {
        skipped.push({ id: alert.id, reason: refusal.message });
        continue;
      }
      const { isReassigned } = await applyChange(trx, {
        alert,
        change,
        actor: { userId },
        comment: update.comment,
        assigneeNames: names,
        now,
      });
      updated += 1;
      if (isReassigned) reassigned.push(alert);
    }
    if (reassigned.length > 0) {
      await publishAssignment(trx, {
        workspaceId,
        actor: { userId, name: names.get(userId) ?? 'Someone' },
        assigneeId: change.assignee?.id ?? null,
        alerts: reassigned,
        isBulk: true,
      });
    }
    skipped.sort((a, b) => a.id - b.id);
    return { updated, skipped };
  });
}
