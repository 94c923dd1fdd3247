import { WorkflowStageCategory } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { type CatalogueEvent, publishDomainEvents, screenedObjectRef } from '../../platform/index.ts';
import type { LockedAlert, Stage } from './locked-alert.ts';

/** The status group a stage's category belongs to, as the catalogue names it (an inactive alert is out of work). */
const STATUS_GROUPS: Record<number, string> = {
  [WorkflowStageCategory.Open]: 'open',
  [WorkflowStageCategory.InProgress]: 'in_review',
  [WorkflowStageCategory.Closed]: 'closed',
  [WorkflowStageCategory.Inactive]: 'closed',
};

/**
 * Tell the record that an alert moved to another stage, in the change's transaction, and that it was resolved when
 * the stage is a closed one (by a person, by auto-resolve or by an archive: all move through applyChange).
 */
export async function publishStageChange(
  trx: Db,
  input: { alert: LockedAlert; target: Stage; actorId: number | null; reason: string | null },
): Promise<void> {
  const { alert, target } = input;
  const ref = screenedObjectRef({
    type: alert.objectType,
    id: alert.objectId,
    blockchain: alert.blockchain,
    identifier: alert.identifier,
  });
  const events: CatalogueEvent[] = [
    {
      type: 'alert.stage_changed',
      payload: {
        ...ref,
        alertId: alert.id,
        fromStage: alert.stage.name,
        toStage: target.name,
        status: STATUS_GROUPS[target.category] ?? 'open',
      },
    },
  ];
  if (target.category === WorkflowStageCategory.Closed) {
    events.push({
      type: 'alert.resolved',
      payload: { ...ref, alertId: alert.id, stage: target.name, reason: input.reason },
    });
  }
  await publishDomainEvents(trx, alert.workspaceId, events, input.actorId);
}
