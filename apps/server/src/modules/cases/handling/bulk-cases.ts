import {
  type AlertBulkUpdateAnswer,
  type CaseBulkUpdateAnswer,
  type CommentContext,
  ENTER_A_COMMENT,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { type AlertObjectType, openAlertIdsOf, updateAlertsById } from '../../alerts/index.ts';
import { commentPlainText, sanitizeCommentBody } from '../../screening/index.ts';
import { applyCaseChange, type CaseActor, type CaseChange, lockCases } from './change-case.ts';

/**
 * Assign Agent or Change Status of several cases in one transaction: the cases are locked in id order and each is
 * checked as a single change; those that may not change are answered in `skipped` with the reason, the others
 * change. A case that another request deleted meanwhile is skipped too.
 */
export async function bulkUpdateCases(
  db: Db,
  actor: CaseActor,
  ids: readonly number[],
  change: CaseChange,
): Promise<CaseBulkUpdateAnswer> {
  if (change.status === undefined && change.assigned_to === undefined) {
    throw HttpError.fields({ status: ['Select a status or an assignee.'] });
  }
  // Bulk Change Status needs a status and a comment (spec part 3 §4.2), whatever the cases.
  if (
    change.status !== undefined &&
    commentPlainText(sanitizeCommentBody(change.comment?.body ?? '')).trim() === ''
  ) {
    throw HttpError.fields({ comment: [ENTER_A_COMMENT] });
  }
  return inTransaction(db, async (trx) => {
    const locked = await lockCases(trx, actor.workspaceId, ids);
    const found = new Set(locked.map((c) => c.id));
    const skipped = ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: 'Not found.' }));
    let updated = 0;
    for (const one of locked) {
      try {
        await applyCaseChange(trx, actor, one, change);
        updated += 1;
      } catch (error) {
        // A field error about the request itself (no comment, a non-member) holds for every case: refuse it whole.
        if (error instanceof HttpError && error.statusCode === 400 && !error.fields?.status) throw error;
        if (!(error instanceof HttpError)) throw error;
        skipped.push({ id: one.id, reason: error.detail });
      }
    }
    return { updated, skipped };
  });
}

const ALERT_OBJECT_OF: Record<string, AlertObjectType> = {
  address: 'address',
  transaction: 'transaction',
  customer: 'customer',
};

/**
 * Update Open Alerts of cases: every open alert (open or in progress) of the cases' entities moves to the stage,
 * each checked and commented as a bulk update of alerts is (the alert workflow's own bulk update does it).
 */
export async function updateOpenAlertsOfCases(
  db: Db,
  scope: { workspaceId: number; userId: number },
  caseIds: readonly number[],
  change: { workflowStage: number; comment: { body: string; context?: CommentContext | undefined } },
): Promise<AlertBulkUpdateAnswer> {
  const entities =
    caseIds.length === 0
      ? []
      : await db
          .selectFrom('case_entities')
          .select(['entity_type', 'object_id'])
          .where('workspace_id', '=', scope.workspaceId)
          .where('case_id', 'in', [...caseIds])
          .execute();
  const alertIds: number[] = [];
  for (const [type, objectType] of Object.entries(ALERT_OBJECT_OF)) {
    const ids = [...new Set(entities.filter((e) => e.entity_type === type).map((e) => e.object_id))];
    alertIds.push(...(await openAlertIdsOf(db, scope.workspaceId, objectType, ids)));
  }
  return updateAlertsById(db, scope, alertIds, {
    updated_status: change.workflowStage,
    comment: change.comment,
  });
}
