import type { CaseEventContext, CaseEventType } from '@riskscreen/shared';
import type { Db } from '../../db/client.ts';

/** Write one entry of a case's timeline in the caller's transaction; the case's updated_at moves with it. */
export async function recordCaseEvent(
  trx: Db,
  event: {
    workspaceId: number;
    caseId: number;
    type: CaseEventType;
    actorId: number | null;
    context: CaseEventContext;
    commentId?: number | null;
    at?: Date;
  },
): Promise<void> {
  const at = event.at ?? new Date();
  await trx
    .insertInto('case_events')
    .values({
      workspace_id: event.workspaceId,
      case_id: event.caseId,
      type: event.type,
      actor_id: event.actorId,
      context: JSON.stringify(event.context),
      comment_id: event.commentId ?? null,
      created_at: at,
    })
    .execute();
  await trx.updateTable('cases').set({ updated_at: at }).where('id', '=', event.caseId).execute();
}
