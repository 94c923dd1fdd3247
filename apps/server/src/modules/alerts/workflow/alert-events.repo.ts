import type { AlertEventType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/** One change a person made to an alert, as its audit trail shows it. */
export type AlertEvent = {
  alert: { id: number; workspaceId: number };
  alertItemId?: number | null;
  actorId: number | null;
  event: Exclude<AlertEventType, 'opened' | 'item_added'>;
  from: string | null;
  to: string | null;
  commentId: number | null;
  at: Date;
};

/** Record events in the caller's transaction (with the change they describe). */
export async function recordAlertEvents(trx: Db, events: readonly AlertEvent[]): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('alert_events')
    .values(
      events.map((e) => ({
        workspace_id: e.alert.workspaceId,
        alert_id: e.alert.id,
        alert_item_id: e.alertItemId ?? null,
        actor_id: e.actorId,
        event: e.event,
        from_value: e.from,
        to_value: e.to,
        comment_id: e.commentId,
        created_at: e.at,
      })),
    )
    .execute();
}
