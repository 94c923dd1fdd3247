import type { Db } from '../../../db/client.ts';
import { publishDomainEvent, screenedObjectRef } from '../../platform/index.ts';
import type { LockedAlert } from './locked-alert.ts';

/**
 * Tell the record that alerts changed assignee, in the change's transaction: one event for the change, naming the
 * alert when it was one alert's own update (its message names it and links to it) and only counting them in bulk.
 */
export async function publishAssignment(
  trx: Db,
  input: {
    workspaceId: number;
    actor: { userId: number; name: string };
    assigneeId: number | null;
    alerts: readonly LockedAlert[];
    isBulk: boolean;
  },
): Promise<void> {
  const [first] = input.alerts;
  const alert =
    input.isBulk || !first
      ? null
      : {
          ...screenedObjectRef({
            type: first.objectType,
            id: first.objectId,
            blockchain: first.blockchain,
            identifier: first.identifier,
          }),
          alertId: first.id,
          ruleName: first.ruleName,
        };
  await publishDomainEvent(
    trx,
    input.workspaceId,
    'alert.assigned',
    {
      assigneeId: input.assigneeId,
      alertIds: input.alerts.map((a) => a.id),
      alert,
      assignedByName: input.actor.name,
    },
    input.actor.userId,
  );
}
