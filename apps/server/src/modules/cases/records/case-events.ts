import type { CaseEventContext, CaseEventType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

export type NewCaseEvent = {
  workspaceId: number;
  caseId: number;
  type: CaseEventType;
  actorId: number | null;
  context: CaseEventContext;
  commentId?: number | null;
  at?: Date;
};

/** A timeline entry of a case not made yet (its first entries, written with its entities). */
export type FirstCaseEvent = Omit<NewCaseEvent, 'workspaceId' | 'caseId'>;

/** Write one entry of a case's timeline in the caller's transaction; the case's updated_at moves with it. */
export async function recordCaseEvent(trx: Db, event: NewCaseEvent): Promise<void> {
  await recordCaseEvents(trx, [event]);
}

/**
 * Write several timeline entries at once (a screening's alerts joining one case): one insert, and each case's
 * updated_at moved to its latest entry.
 */
export async function recordCaseEvents(trx: Db, events: readonly NewCaseEvent[]): Promise<void> {
  if (events.length === 0) return;
  const stamped = events.map((event) => ({ ...event, at: event.at ?? new Date() }));
  await trx
    .insertInto('case_events')
    .values(
      stamped.map((event) => ({
        workspace_id: event.workspaceId,
        case_id: event.caseId,
        type: event.type,
        actor_id: event.actorId,
        context: JSON.stringify(event.context),
        comment_id: event.commentId ?? null,
        created_at: event.at,
      })),
    )
    .execute();
  const latest = new Map<number, Date>();
  for (const event of stamped) {
    const seen = latest.get(event.caseId);
    if (!seen || event.at > seen) latest.set(event.caseId, event.at);
  }
  for (const [caseId, at] of latest) {
    await trx.updateTable('cases').set({ updated_at: at }).where('id', '=', caseId).execute();
  }
}
