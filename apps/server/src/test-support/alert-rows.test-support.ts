import type { Insertable } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/schema.ts';
import { workspaceId } from './fixture-ids.test-support.ts';

/**
 * Alerts written straight to their tables, for tests that need alerts in given stages, levels and times without a
 * rule firing on a screening. Columns left out keep the database's defaults (and its triggers' values).
 */
export type NewAlert = {
  workspaceId: number;
  /** What the alert is on: a screened address or transaction, or a customer (no chain). */
  object: { type: string; id: number; identifier: string; blockchain?: number | null };
  ruleId: number;
  stageId: number;
  level?: number;
  assignedTo?: number | null;
  openedAt?: Date;
  /** By default the opening time, when that is given. */
  updatedAt?: Date;
  closedAt?: Date | null;
};

export async function insertAlert(db: Db, alert: NewAlert): Promise<number> {
  const values: Insertable<Database['alerts']> = {
    workspace_id: alert.workspaceId,
    object_type: alert.object.type,
    object_id: alert.object.id,
    blockchain: alert.object.blockchain === undefined ? 1 : alert.object.blockchain,
    identifier: alert.object.identifier,
    rule_id: alert.ruleId,
    level: alert.level ?? 3,
    workflow_stage_id: alert.stageId,
    latest_item_body: '[]',
    latest_context: 'null',
  };
  if (alert.assignedTo !== undefined) values.assigned_to = alert.assignedTo;
  if (alert.openedAt) {
    values.opened_at = alert.openedAt;
    values.updated_at = alert.updatedAt ?? alert.openedAt;
  }
  if (alert.closedAt !== undefined) values.closed_at = alert.closedAt;
  const row = await db.insertInto('alerts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of a workspace's workflow stages by name. */
export async function stageIds(db: Db, workspaceId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  return new Map(rows.map((s) => [s.name, s.id]));
}

/** The workspace's first rule (by id): the one tests hang alerts on when which rule does not matter. */
export async function firstRuleId(db: Db, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('rules')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The fixture users' ids by the local part of their e-mail address (owner, admin, agent, outsider, blocked…). */
export async function fixtureUserIds(db: Db): Promise<(local: string) => number> {
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  return (local) => users.find((u) => u.email.startsWith(`${local}@`))?.id ?? 0;
}

/** Items of an alert, one created at each of the times, with empty clauses. */
export async function insertAlertItems(
  db: Db,
  alert: { id: number; workspaceId: number; identifier: string },
  times: Date[],
): Promise<void> {
  await db
    .insertInto('alert_items')
    .values(
      times.map((at) => ({
        alert_id: alert.id,
        workspace_id: alert.workspaceId,
        identifier: alert.identifier,
        body: JSON.stringify([]),
        context: JSON.stringify(null),
        created_at: at,
      })),
    )
    .execute();
}

/** A workspace's rule by its name (of the policy type, where names repeat across types). */
export async function ruleIdNamed(db: Db, workspaceId: number, name: string, policyType?: number) {
  let query = db
    .selectFrom('rules as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .select(['r.id', 'r.uuid', 'r.rule_name'])
    .where('r.workspace_id', '=', workspaceId)
    .where('r.rule_name', '=', name);
  if (policyType !== undefined) query = query.where('p.type', '=', policyType);
  return query.executeTakeFirstOrThrow();
}

/** A workspace's id and the ids of its workflow stages by name. */
export async function workspaceWithStages(db: Db, slug: string) {
  const id = await workspaceId(db, slug);
  return { id, stages: Object.fromEntries(await stageIds(db, id)) as Record<string, number> };
}

/**
 * An alert opened at `opened` and, when `closed` is given, closed then (its last update), assigned to nobody, with
 * an item at each of `items`: the shape of the rows the dashboard and the summaries count.
 */
export async function insertTimedAlert(
  db: Db,
  alert: Omit<NewAlert, 'openedAt' | 'updatedAt' | 'closedAt' | 'assignedTo'> & {
    opened: string;
    closed?: string | null;
    items: string[];
  },
): Promise<number> {
  const { opened, closed, items, ...rest } = alert;
  const id = await insertAlert(db, {
    ...rest,
    assignedTo: null,
    openedAt: new Date(opened),
    updatedAt: new Date(closed ?? opened),
    closedAt: closed ? new Date(closed) : null,
  });
  if (items.length > 0) {
    const times = items.map((at) => new Date(at));
    await insertAlertItems(
      db,
      { id, workspaceId: alert.workspaceId, identifier: alert.object.identifier },
      times,
    );
  }
  return id;
}
