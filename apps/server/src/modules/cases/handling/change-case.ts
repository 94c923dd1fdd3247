import { CASE_EVENT_TYPES, COMMENT_TYPES, type CommentContext, ENTER_A_COMMENT } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { publishDomainEvent } from '../../platform/index.ts';
import { commentPlainText, objectLink, recordComment, sanitizeCommentBody } from '../../screening/index.ts';
import {
  isActiveMember,
  lockCaseSettings,
  pickApprover,
  readCaseSettings,
  recordCaseEvent,
} from '../records/index.ts';
import { publishStatusMove } from './case-change-events.ts';
import { resolveStatusMove, STATUS_NAMES } from './case-status.ts';

/** Who changes a case: the workspace, the person, and whether they are an approver (case role 1). */
export type CaseActor = { workspaceId: number; workspaceSlug: string; userId: number; isApprover: boolean };

export type CaseChange = {
  name?: string | undefined;
  status?: number | undefined;
  comment?: { body: string; context?: CommentContext | undefined } | undefined;
  expected_status?: number | undefined;
  assigned_to?: number | null | undefined;
};

export type LockedCase = {
  id: number;
  case_id: string;
  name: string;
  status: number;
  assigned_to: number | null;
  approver_id: number | null;
  approval_requested_by: number | null;
};

/** Lock cases of the workspace (SELECT … FOR UPDATE) in id order: overlapping bulk changes wait, never deadlock. */
export async function lockCases(trx: Db, workspaceId: number, ids: readonly number[]): Promise<LockedCase[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('cases')
    .select(['id', 'case_id', 'name', 'status', 'assigned_to', 'approver_id', 'approval_requested_by'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export const caseLink = (actor: CaseActor, caseId: number) =>
  objectLink({ type: 'case', id: caseId }, actor.workspaceSlug);

/**
 * Apply a change to a locked case, in the caller's transaction. Every check comes before any write, so a refused
 * change (400 naming the field, 409 when the case is no longer as the user saw it) writes nothing. A status change
 * needs a comment: it is stored on the case (comment type 0) and the timeline records the move (2) with it.
 */
export async function applyCaseChange(
  trx: Db,
  actor: CaseActor,
  locked: LockedCase,
  change: CaseChange,
): Promise<void> {
  const { workspaceId } = actor;
  if (change.expected_status !== undefined && change.expected_status !== locked.status) {
    throw new HttpError(409, `The case is now ${STATUS_NAMES[locked.status]}.`, 'case_changed');
  }
  const settings = change.status === undefined ? undefined : await readCaseSettings(trx, workspaceId);
  const move =
    change.status === undefined || !settings
      ? undefined
      : resolveStatusMove(locked.status, change.status, {
          isApprover: actor.isApprover,
          mandatoryApproval: settings.mandatoryApproval,
        });
  if (move && !move.ok) {
    throw move.conflict
      ? new HttpError(409, move.message, 'case_changed')
      : HttpError.fields({ status: [move.message] });
  }
  const commentBody = change.comment ? sanitizeCommentBody(change.comment.body) : '';
  if (move && commentPlainText(commentBody).trim() === '')
    throw HttpError.fields({ comment: [ENTER_A_COMMENT] });
  if (change.assigned_to && !(await isActiveMember(trx, workspaceId, change.assigned_to))) {
    throw HttpError.fields({ assigned_to: ['Select an active member of this workspace.'] });
  }
  let approverId: number | null | undefined;
  if (move?.needsApprover) {
    approverId = await pickApprover(trx, await lockCaseSettings(trx, workspaceId));
    if (approverId === undefined) {
      throw HttpError.fields({ status: ['There is no case approver to approve this case.'] });
    }
  }
  const now = new Date();
  const set: {
    name?: string;
    status?: number;
    assigned_to?: number | null;
    approver_id?: number | null;
    approval_requested_by?: number | null;
    approved_by?: number | null;
    approved_at?: Date | null;
    updated_at: Date;
  } = { updated_at: now };
  if (change.name !== undefined) set.name = change.name;
  const reassigned = change.assigned_to !== undefined && change.assigned_to !== locked.assigned_to;
  if (reassigned) set.assigned_to = change.assigned_to ?? null;
  if (move?.ok) {
    set.status = move.to;
    // The approver is who a pending case waits on; it leaves with the pending status.
    set.approver_id = move.to === 4 ? (approverId ?? null) : null;
    set.approval_requested_by = move.to === 4 ? actor.userId : null;
    // The approval is kept while the case stays closed: an approver's Accept, or an approver closing directly
    // where closing needs approval. Any other move out of or into Closed forgets it (the timeline keeps it).
    const isApproval =
      move.action === 'accept' || (move.to === 2 && actor.isApprover && settings?.mandatoryApproval === true);
    set.approved_by = isApproval ? actor.userId : null;
    set.approved_at = isApproval ? now : null;
  }
  await trx.updateTable('cases').set(set).where('id', '=', locked.id).execute();
  if (move?.ok && change.comment) {
    const comment = await recordComment(trx, {
      workspaceId,
      object: { type: 'case', id: locked.id },
      authorId: actor.userId,
      type: COMMENT_TYPES.caseStatusUpdated,
      body: change.comment.body,
      ...(change.comment.context ? { context: change.comment.context } : {}),
      link: caseLink(actor, locked.id),
    });
    await recordCaseEvent(trx, {
      workspaceId,
      caseId: locked.id,
      type: CASE_EVENT_TYPES.caseStatusUpdated,
      actorId: actor.userId,
      commentId: comment.id,
      at: now,
      context: { from: locked.status, to: move.to, action: move.action, comment: commentBody },
    });
  }
  if (move?.ok) {
    await publishStatusMove(trx, {
      workspaceId,
      caseId: locked.id,
      title: change.name ?? locked.name,
      from: locked.status,
      to: move.to,
      action: move.action,
      actorId: actor.userId,
      approverId: approverId ?? null,
      caseNumber: locked.case_id,
      comment: commentPlainText(commentBody).trim(),
      waiting: { requestedById: locked.approval_requested_by, assigneeId: locked.assigned_to },
    });
  }
  if (reassigned) {
    await publishDomainEvent(
      trx,
      workspaceId,
      'case.assigned',
      { caseId: locked.id, title: change.name ?? locked.name, assigneeId: change.assigned_to ?? null },
      actor.userId,
    );
  }
}
