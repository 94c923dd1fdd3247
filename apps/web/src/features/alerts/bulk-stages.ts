import { type AlertListItem, WorkflowStageCategory, type WorkflowStageDto } from '@riskscreen/shared';
import type { ListSelection } from '../../lib/list-selection.ts';

/**
 * The stages the Update Status dialog offers (spec part 3 §4.1): for ticked alerts, the stages every one of them
 * may move to from where it is; for all matching alerts (whose stages the page does not know), every stage of
 * categories 0–2, and the server skips the alerts that cannot move, saying why. Inactive (3) is never offered.
 */
export function bulkStageChoices(
  stages: readonly WorkflowStageDto[],
  selection: ListSelection<AlertListItem>,
): WorkflowStageDto[] {
  const offered = stages.filter((stage) => stage.category !== WorkflowStageCategory.Inactive);
  if (selection.mode === 'all') return offered;
  const rows = [...selection.rows.values()];
  if (rows.length === 0) return [];
  return offered.filter((stage) => rows.every((row) => row.workflow_stage.next_stages.includes(stage.id)));
}
