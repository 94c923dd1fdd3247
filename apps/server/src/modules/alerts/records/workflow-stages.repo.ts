import { AlertStatus, WorkflowStageCategory, type WorkflowStageChoice } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/** The closed stage the system moves auto-resolved alerts to (0021_auto_resolve adds it to older workspaces). */
export const AUTO_RESOLVED_STAGE = 'Closed – Auto-resolved';

/**
 * The stages a workspace starts with. Open → In Review → Escalated → one of the two closed outcomes; closed
 * stages are final. Inactive is the system stage a disabled policy or rule sends its active alerts to.
 * alertStatus is the alert status a stage marks (0 reviewed, 1 resolved, 2 escalated).
 */
const DEFAULT_STAGES: {
  name: string;
  category: WorkflowStageCategory;
  next: string[];
  alertStatus: AlertStatus | null;
  system?: boolean;
}[] = [
  {
    name: 'Open',
    category: WorkflowStageCategory.Open,
    next: ['In Review', 'Escalated', 'Closed – True Positive', 'Closed – False Positive'],
    alertStatus: null,
  },
  {
    name: 'In Review',
    category: WorkflowStageCategory.InProgress,
    next: ['Escalated', 'Closed – True Positive', 'Closed – False Positive'],
    alertStatus: AlertStatus.Reviewed,
  },
  {
    name: 'Escalated',
    category: WorkflowStageCategory.InProgress,
    next: ['In Review', 'Closed – True Positive', 'Closed – False Positive'],
    alertStatus: AlertStatus.Escalated,
  },
  {
    name: 'Closed – True Positive',
    category: WorkflowStageCategory.Closed,
    next: [],
    alertStatus: AlertStatus.Resolved,
  },
  {
    name: 'Closed – False Positive',
    category: WorkflowStageCategory.Closed,
    next: [],
    alertStatus: AlertStatus.Resolved,
  },
  { name: 'Inactive', category: WorkflowStageCategory.Inactive, next: [], alertStatus: null, system: true },
  // Where a re-screening closes an alert whose rule no longer fires (decision 0028): no person's stage leads here.
  {
    name: AUTO_RESOLVED_STAGE,
    category: WorkflowStageCategory.Closed,
    next: [],
    alertStatus: AlertStatus.Resolved,
    system: true,
  },
];

/** Active alerts are open or in progress: a firing adds to them; disabling a rule makes them inactive. */
export const ACTIVE_STAGE_CATEGORIES: readonly number[] = [
  WorkflowStageCategory.Open,
  WorkflowStageCategory.InProgress,
];

/** Seed the default stages unless the workspace has stages already. */
export async function seedWorkflowStages(db: Db, workspaceId: number): Promise<void> {
  const existing = await db
    .selectFrom('workflow_stages')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const rows = await db
    .insertInto('workflow_stages')
    .values(
      DEFAULT_STAGES.map((s, position) => ({
        workspace_id: workspaceId,
        name: s.name,
        category: s.category,
        position,
        is_system: s.system ?? false,
        alert_status: s.alertStatus,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  for (const stage of DEFAULT_STAGES) {
    const id = idOf.get(stage.name);
    if (id === undefined || stage.next.length === 0) continue;
    const next = stage.next.flatMap((name) => idOf.get(name) ?? []);
    await db.updateTable('workflow_stages').set({ next_stages: next }).where('id', '=', id).execute();
  }
}

export async function listWorkflowStages(db: Db, workspaceId: number): Promise<WorkflowStageChoice[]> {
  const rows = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name', 'category', 'next_stages', 'is_system'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, next_stages: r.next_stages.map(Number) }));
}

/** The first stage of a category (by position): where new alerts start (0) or disabled rules' alerts go (3). */
export async function stageOfCategory(
  db: Db,
  workspaceId: number,
  category: WorkflowStageCategory,
): Promise<number> {
  const row = await db
    .selectFrom('workflow_stages')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('category', '=', category)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  if (row) return row.id;
  // A workspace without such a stage (it predates them, or lost it) gets the default one back rather than
  // failing a screening.
  const stage = DEFAULT_STAGES.find((s) => s.category === category) ?? DEFAULT_STAGES[0];
  const inserted = await db
    .insertInto('workflow_stages')
    .values({
      workspace_id: workspaceId,
      name: `${stage?.name ?? 'Open'} (${category})`,
      category,
      position: DEFAULT_STAGES.length,
      is_system: category === WorkflowStageCategory.Inactive,
      alert_status: stage?.alertStatus ?? null,
    })
    .onConflict((oc) => oc.columns(['workspace_id', 'name']).doUpdateSet({ category }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
