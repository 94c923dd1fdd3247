import type { AlertBulkUpdateAnswer, CommentContext } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { type AlertObjectType, openAlertIdsOf } from '../list/index.ts';
import { updateAlertsById } from './bulk-update.ts';

/**
 * Update Open Alerts of the address, transaction and customer lists: every open alert (open or in progress) of
 * the selected objects moves to the stage, each checked and commented as a bulk update of alerts is. Objects of
 * another workspace have no alerts here, so they change nothing.
 */
export async function updateOpenAlertsOf(
  db: Db,
  scope: { workspaceId: number; userId: number },
  objects: { type: AlertObjectType; ids: readonly number[] },
  change: { workflowStage: number; comment: { body: string; context?: CommentContext | undefined } },
): Promise<AlertBulkUpdateAnswer> {
  const alertIds = await openAlertIdsOf(db, scope.workspaceId, objects.type, objects.ids);
  return updateAlertsById(db, scope, alertIds, {
    updated_status: change.workflowStage,
    comment: change.comment,
  });
}
