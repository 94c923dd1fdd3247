import {
  COMMENT_TYPES,
  type CommentContext,
  type CommentObjectType,
  WorkflowStageCategory,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { recordComment } from '../../screening/index.ts';
import { closeOpenCycle } from '../cycles/index.ts';
import { publishStageChange } from './alert-change-events.ts';
import { recordAlertEvents } from './alert-events.repo.ts';
import type { LockedAlert, Stage } from './locked-alert.ts';
import type { Person } from './members.ts';

/** What a change asks for: a stage already found in the workspace, and/or an assignee (null unassigns). */
export type RequestedChange = {
  target?: Stage | undefined;
  assignee?: Person | null | undefined;
  /** The stage the user saw; another one now means someone moved the alert meanwhile. */
  expectedStageId?: number | undefined;
};

/** Why an alert cannot change: a conflict (409, someone moved it) or a field the request got wrong (400). */
export type Refusal = { conflict: boolean; field: 'workflow_stage' | 'assigned_to'; message: string };

/**
 * Whether the locked alert can take the change (spec part 3 §4.1): it moves only to one of its stage's next
 * stages, never out of a closed stage, and never onto the stage it is in. Null when it can.
 */
export function refusalOf(alert: LockedAlert, change: RequestedChange): Refusal | null {
  const current = alert.stage;
  if (change.expectedStageId !== undefined && change.expectedStageId !== current.id) {
    return {
      conflict: true,
      field: 'workflow_stage',
      message: `The alert was moved to ${current.name} meanwhile.`,
    };
  }
  if (change.target) {
    if (change.target.id === current.id) {
      return { conflict: true, field: 'workflow_stage', message: `The alert is already in ${current.name}.` };
    }
    if (current.category === WorkflowStageCategory.Closed) {
      return {
        conflict: false,
        field: 'workflow_stage',
        message: `The alert is closed (${current.name}): its stage cannot change.`,
      };
    }
    if (!current.nextStages.includes(change.target.id)) {
      return {
        conflict: false,
        field: 'workflow_stage',
        message: `The alert cannot move from ${current.name} to ${change.target.name}.`,
      };
    }
  } else if (change.assignee !== undefined && (change.assignee?.id ?? null) === alert.assignedTo) {
    return {
      conflict: false,
      field: 'assigned_to',
      message: change.assignee ? 'The alert is already assigned to them.' : 'The alert is not assigned.',
    };
  }
  return null;
}

/**
 * The page an alert opens on: its object's page with the alert selected. A customer's page is addressed by its
 * customer id (URL-encoded), which its own alerts carry as their identifier (a rename rewrites it, decision 0038).
 */
export function alertLink(alert: Pick<LockedAlert, 'id' | 'objectType' | 'objectId' | 'identifier'>): string {
  const object =
    alert.objectType === 'customer'
      ? `customers/${encodeURIComponent(alert.identifier)}`
      : `${alert.objectType === 'transaction' ? 'transactions' : 'addresses'}/${alert.objectId}`;
  return `/${object}?alert=${alert.id}`;
}

export type AlertComment = { body: string; context?: CommentContext | undefined };

/**
 * Apply a change refusalOf accepted, inside the caller's transaction: the alert's stage, status and who marked it,
 * its assignee; one Alert Status Updated comment by the caller; the audit trail's events; and, entering a closed
 * stage, the end of its open cycle (for `cycleReason`, else the stage's name). Returns whether its assignee changed
 * (the caller tells the record, once for a bulk update). The system (userId null: auto-resolve, decision 0028) changes alerts through here too,
 * without a person's name on the status, the comment or the events. A stage change is told to the record of domain
 * events (stage changed, and resolved when it closes the alert).
 */
export async function applyChange(
  trx: Db,
  input: {
    alert: LockedAlert;
    change: RequestedChange;
    actor: { userId: number | null };
    comment: AlertComment;
    assigneeNames: Map<number, string>;
    now: Date;
    cycleReason?: string;
  },
): Promise<{ isReassigned: boolean }> {
  const { alert, change, actor, comment, now } = input;
  const target = change.target && change.target.id !== alert.stage.id ? change.target : undefined;
  const assignee =
    change.assignee !== undefined && (change.assignee?.id ?? null) !== alert.assignedTo
      ? change.assignee
      : undefined;
  const status = target?.alertStatus ?? null;
  await trx
    .updateTable('alerts')
    .set({
      updated_at: now,
      ...(target ? { workflow_stage_id: target.id } : {}),
      ...(status !== null ? { status } : {}),
      ...(status === 0 ? { reviewed_by: actor.userId } : {}),
      ...(status === 1 ? { resolved_by: actor.userId } : {}),
      ...(status === 2 ? { escalated_by: actor.userId } : {}),
      ...(assignee !== undefined ? { assigned_to: assignee?.id ?? null } : {}),
    })
    .where('id', '=', alert.id)
    .execute();
  const recorded = await recordComment(trx, {
    workspaceId: alert.workspaceId,
    // Every alert object type (address, transaction, customer) is a comment object type.
    object: { type: alert.objectType as CommentObjectType, id: alert.objectId },
    alertId: alert.id,
    authorId: actor.userId,
    type: COMMENT_TYPES.alertStatusUpdated,
    body: comment.body,
    ...(comment.context ? { context: comment.context } : {}),
    link: alertLink(alert),
  });
  const nameOf = (id: number | null) => (id === null ? null : (input.assigneeNames.get(id) ?? null));
  await recordAlertEvents(trx, [
    ...(target
      ? [
          {
            alert,
            actorId: actor.userId,
            event: 'stage_changed' as const,
            from: alert.stage.name,
            to: target.name,
            commentId: recorded.id,
            at: now,
          },
        ]
      : []),
    ...(assignee !== undefined
      ? [
          {
            alert,
            actorId: actor.userId,
            event: 'assignee_changed' as const,
            from: nameOf(alert.assignedTo),
            to: assignee?.full_name ?? null,
            commentId: recorded.id,
            at: now,
          },
        ]
      : []),
  ]);
  if (target) {
    await publishStageChange(trx, {
      alert,
      target,
      actorId: actor.userId,
      reason: input.cycleReason ?? null,
    });
  }
  if (target?.category === WorkflowStageCategory.Closed) {
    await closeOpenCycle(trx, {
      alertId: alert.id,
      at: now,
      resolvedBy: actor.userId,
      reason: input.cycleReason ?? target.name,
    });
  }
  return { isReassigned: assignee !== undefined };
}
