import { WorkflowStageCategory } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { ACTIVE_STAGE_CATEGORIES, stageOfCategory } from './workflow-stages.repo.ts';

/** Move the active alerts of these rules to the workspace's Inactive stage (a policy or rule was disabled). */
export async function inactivateAlerts(
  db: Db,
  workspaceId: number,
  ruleIds: readonly number[],
): Promise<number> {
  if (ruleIds.length === 0) return 0;
  const inactive = await stageOfCategory(db, workspaceId, WorkflowStageCategory.Inactive);
  const result = await db
    .updateTable('alerts')
    .set({ workflow_stage_id: inactive, updated_at: new Date() })
    .where('workspace_id', '=', workspaceId)
    .where('rule_id', 'in', ruleIds)
    .where('workflow_stage_id', 'in', (eb) =>
      eb
        .selectFrom('workflow_stages')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('category', 'in', ACTIVE_STAGE_CATEGORIES),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
