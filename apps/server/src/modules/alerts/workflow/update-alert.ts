import type { AlertUpdateAnswer, CommentContext } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { AlertedObject } from '../raising/index.ts';
import { publishAssignment } from './alert-assignment-event.ts';
import { applyChange, type RequestedChange, refusalOf } from './alert-change.ts';
import { findAlertDetail, riskLevelOf } from './alert-detail.ts';
import { lockAlerts } from './locked-alert.ts';
import { namesOf } from './members.ts';
import { refusalError, requestedChange, requireChangeAndComment } from './resolve-change.ts';

export type AlertUpdate = {
  workflow_stage?: number | undefined;
  assigned_to?: number | null | undefined;
  comment: { body: string; context?: CommentContext | undefined };
  expected_workflow_stage?: number | undefined;
};

/**
 * Move one alert of a screened object to a next stage and/or (un)assign it, with a comment (spec part 3 §4.1), in
 * one transaction on the locked alert: a concurrent identical update waits, then finds the alert moved (409).
 * Nothing is written when anything is refused.
 */
export async function updateAlert(
  db: Db,
  scope: { workspaceId: number; userId: number },
  object: AlertedObject,
  alertId: number,
  update: AlertUpdate,
): Promise<AlertUpdateAnswer> {
  requireChangeAndComment(
    { stage: update.workflow_stage, assignee: update.assigned_to, commentBody: update.comment.body },
    'workflow_stage',
  );
  const { workspaceId, userId } = scope;
  await inTransaction(db, async (trx) => {
    const [alert] = await lockAlerts(trx, {
      workspaceId,
      ids: [alertId],
      object: { type: object.type, id: object.id },
    });
    if (!alert) throw notFound();
    const change: RequestedChange = {
      ...(await requestedChange(trx, workspaceId, {
        stage: { id: update.workflow_stage, field: 'workflow_stage' },
        assignee: { id: update.assigned_to, field: 'assigned_to' },
      })),
      expectedStageId: update.expected_workflow_stage,
    };
    const refusal = refusalOf(alert, change);
    if (refusal) throw refusalError(refusal);
    const now = new Date();
    const names = await namesOf(trx, [alert.assignedTo, userId]);
    const { isReassigned } = await applyChange(trx, {
      alert,
      change,
      actor: { userId },
      comment: update.comment,
      assigneeNames: names,
      now,
    });
    if (isReassigned) {
      await publishAssignment(trx, {
        workspaceId,
        actor: { userId, name: names.get(userId) ?? 'Someone' },
        assigneeId: change.assignee?.id ?? null,
        alerts: [alert],
        isBulk: false,
      });
    }
  });
  const detail = await findAlertDetail(db, workspaceId, object, alertId);
  if (!detail) throw notFound();
  return { ...detail, crypto_risk_level: await riskLevelOf(db, object) };
}
