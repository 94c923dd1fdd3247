import type { AlertListItem, WorkflowStageChoice } from '@riskscreen/shared';
import type { ListSelection } from '../../lib/list-selection.ts';

/**
 * The stages the Update Status dialog offers (spec part 3 §4.1): for ticked alerts, the stages every one of them
 * may move to from where it is; for all matching alerts (whose stages the page does not know), every stage a person
 * may choose, and the server skips the alerts that cannot move, saying why. System stages (Inactive, Closed –
 * Auto-resolved) are never offered.
 */
export function bulkStageChoices(
  stages: readonly WorkflowStageChoice[],
  selection: ListSelection<AlertListItem>,
): WorkflowStageChoice[] {
  const offered = stages.filter((stage) => !stage.is_system);
  if (selection.mode === 'all') return offered;
  const rows = [...selection.rows.values()];
  if (rows.length === 0) return [];
  return offered.filter((stage) => rows.every((row) => row.workflow_stage.next_stages.includes(stage.id)));
}
