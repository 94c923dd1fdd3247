import { COMMENT_TYPES, type CommentObjectType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { recordComment } from '../../screening/index.ts';
import { alertLink } from './alert-change.ts';
import { recordAlertEvents } from './alert-events.repo.ts';
import { lockAlerts } from './locked-alert.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mute the alert for `days` (re-screenings add no items to it until then) or unmute it, with an Alert Monitoring
 * Status Updated comment by the caller and an event of the audit trail.
 */
export async function setAlertMonitoring(
  db: Db,
  scope: { workspaceId: number; userId: number },
  alertId: number,
  input: { is_muted: boolean; days?: number | undefined },
): Promise<{ muted_until: string | null }> {
  return inTransaction(db, async (trx) => {
    const [alert] = await lockAlerts(trx, { workspaceId: scope.workspaceId, ids: [alertId] });
    if (!alert) throw notFound();
    const now = new Date();
    const days = input.days ?? 1;
    const mutedUntil = input.is_muted ? new Date(now.getTime() + days * DAY_MS) : null;
    await trx.updateTable('alerts').set({ muted_until: mutedUntil }).where('id', '=', alert.id).execute();
    const until = mutedUntil?.toISOString().slice(0, 10);
    const comment = await recordComment(trx, {
      workspaceId: alert.workspaceId,
      object: { type: alert.objectType as CommentObjectType, id: alert.objectId },
      alertId: alert.id,
      authorId: scope.userId,
      type: COMMENT_TYPES.alertMonitoringStatusUpdated,
      body: mutedUntil
        ? `<p>Muted the alert for ${days} ${days === 1 ? 'day' : 'days'} (until ${until}).</p>`
        : '<p>Unmuted the alert.</p>',
      link: alertLink(alert),
    });
    await recordAlertEvents(trx, [
      {
        alert,
        actorId: scope.userId,
        event: mutedUntil ? 'muted' : 'unmuted',
        from: alert.mutedUntil?.toISOString() ?? null,
        to: mutedUntil?.toISOString() ?? null,
        commentId: comment.id,
        at: now,
      },
    ]);
    return { muted_until: mutedUntil?.toISOString() ?? null };
  });
}
