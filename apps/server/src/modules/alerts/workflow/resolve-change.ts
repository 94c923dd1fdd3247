import { ENTER_A_COMMENT, WorkflowStageCategory } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { commentPlainText, sanitizeCommentBody } from '../../screening/index.ts';
import type { Refusal, RequestedChange } from './alert-change.ts';
import type { Stage } from './locked-alert.ts';
import { activeMember, type Person } from './members.ts';

/**
 * The stage a change targets: one of the workspace's stages, never an inactive one (spec part 3 §4.1: category 3
 * is the system's) nor another system stage (Closed – Auto-resolved, decision 0028). 400 on the field otherwise.
 */
export async function targetStage(
  db: Db,
  workspaceId: number,
  stageId: number,
  field: string,
): Promise<Stage> {
  const row = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name', 'category', 'next_stages', 'alert_status', 'is_system'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', stageId)
    .executeTakeFirst();
  if (!row) throw HttpError.fields({ [field]: ['Select a valid workflow stage.'] });
  if (row.category === WorkflowStageCategory.Inactive || row.is_system) {
    throw HttpError.fields({ [field]: [`An alert cannot be moved to ${row.name}.`] });
  }
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    nextStages: row.next_stages.map(Number),
    alertStatus: row.alert_status,
  };
}

/** The assignee a change names: an active member of the workspace, or null (unassign). 400 on the field otherwise. */
export async function assigneeOf(
  db: Db,
  workspaceId: number,
  userId: number | null,
  field: string,
): Promise<Person | null> {
  if (userId === null) return null;
  const member = await activeMember(db, workspaceId, userId);
  if (!member) throw HttpError.fields({ [field]: ['Select an active member of this workspace.'] });
  return member;
}

/** A refusal as the single update answers it: 409 naming the alert's stage, or 400 on the field. */
export function refusalError(refusal: Refusal): HttpError {
  return refusal.conflict
    ? new HttpError(409, refusal.message, 'alert_changed')
    : HttpError.fields({ [refusal.field]: [refusal.message] });
}

/**
 * Every change of an alert needs a comment with some text left once sanitised (a body of only a script or an image
 * says nothing): 400 on `comment` otherwise. The schema has refused an empty one already; this is what is stored.
 */
export function requireCommentText(body: string): void {
  if (commentPlainText(sanitizeCommentBody(body)).trim() === '') {
    throw HttpError.fields({ comment: [ENTER_A_COMMENT] });
  }
}

/**
 * An alert update changes something, the stage or the assignee, and says why: refused otherwise, the missing
 * change named by the request's own stage field.
 */
export function requireChangeAndComment(
  update: { stage: number | undefined; assignee: number | null | undefined; commentBody: string },
  stageField: string,
): void {
  if (update.stage === undefined && update.assignee === undefined) {
    throw HttpError.fields({ [stageField]: ['Select a workflow stage or an assignee.'] });
  }
  requireCommentText(update.commentBody);
}

/**
 * The change a request asks for, checked: the stage it moves to and the member it assigns (null: unassigned), each
 * undefined when the request leaves it as it is. Errors name the request's own fields.
 */
export async function requestedChange(
  db: Db,
  workspaceId: number,
  asked: {
    stage: { id: number | undefined; field: string };
    assignee: { id: number | null | undefined; field: string };
  },
): Promise<RequestedChange> {
  const { stage, assignee } = asked;
  return {
    target: stage.id === undefined ? undefined : await targetStage(db, workspaceId, stage.id, stage.field),
    assignee:
      assignee.id === undefined ? undefined : await assigneeOf(db, workspaceId, assignee.id, assignee.field),
  };
}
