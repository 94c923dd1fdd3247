import type { AlertObjectType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/** A workflow stage as a change of an alert reads it. */
export type Stage = {
  id: number;
  name: string;
  category: number;
  nextStages: number[];
  alertStatus: number | null;
};

/** An alert locked for a change (SELECT … FOR UPDATE), with its current stage. */
export type LockedAlert = {
  id: number;
  workspaceId: number;
  objectType: AlertObjectType;
  objectId: number;
  identifier: string;
  /** The chain of an address or transaction alert; null for a customer's. */
  blockchain: number | null;
  ruleName: string;
  assignedTo: number | null;
  mutedUntil: Date | null;
  stage: Stage;
};

/** Which alerts to lock: ids of the workspace, optionally only those of one screened object. */
export type AlertScope = {
  workspaceId: number;
  ids: readonly number[];
  object?: { type: AlertObjectType; id: number };
};

/**
 * Lock the alerts in id order (two bulk updates over overlapping alerts then wait for each other rather than
 * deadlock) and read them with their current stage. Alerts of another workspace or object are not found.
 */
export async function lockAlerts(trx: Db, scope: AlertScope): Promise<LockedAlert[]> {
  if (scope.ids.length === 0) return [];
  let query = trx
    .selectFrom('alerts as a')
    .select([
      'a.id',
      'a.workspace_id',
      'a.object_type',
      'a.object_id',
      'a.identifier',
      'a.blockchain',
      'a.rule_id',
      'a.assigned_to',
      'a.muted_until',
      'a.workflow_stage_id',
    ])
    .where('a.workspace_id', '=', scope.workspaceId)
    .where('a.id', 'in', [...scope.ids]);
  if (scope.object) {
    query = query.where('a.object_type', '=', scope.object.type).where('a.object_id', '=', scope.object.id);
  }
  const rows = await query.orderBy('a.id').forUpdate().execute();
  if (rows.length === 0) return [];
  const stages = await stagesOf(trx, scope.workspaceId);
  const rules = await trx
    .selectFrom('rules')
    .select(['id', 'rule_name'])
    .where('id', 'in', [...new Set(rows.map((r) => r.rule_id))])
    .execute();
  const ruleName = new Map(rules.map((r) => [r.id, r.rule_name]));
  return rows.flatMap((row) => {
    const stage = stages.get(row.workflow_stage_id);
    if (!stage) return [];
    return [
      {
        id: row.id,
        workspaceId: row.workspace_id,
        objectType: row.object_type as AlertObjectType,
        objectId: row.object_id,
        identifier: row.identifier,
        blockchain: row.blockchain,
        ruleName: ruleName.get(row.rule_id) ?? '',
        assignedTo: row.assigned_to,
        mutedUntil: row.muted_until,
        stage,
      },
    ];
  });
}

/** The workspace's workflow stages by id. */
export async function stagesOf(db: Db, workspaceId: number): Promise<Map<number, Stage>> {
  const rows = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name', 'category', 'next_stages', 'alert_status'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        category: r.category,
        nextStages: r.next_stages.map(Number),
        alertStatus: r.alert_status,
      },
    ]),
  );
}
