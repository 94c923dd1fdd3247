import type { AlertObjectType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** The screened object an alert list is about, with the fields alerts show of it. */
export type AlertedObject = {
  type: AlertObjectType;
  id: number;
  identifier: string;
  blockchain: number | null;
  customerId: string | null;
  customerType: number | null;
  depositAddress: string | null;
};

/** A live screened address or transaction of the workspace, or a live customer (its own alerts). */
export async function findAlertedObject(
  db: Db,
  workspaceId: number,
  type: AlertObjectType,
  id: number,
): Promise<AlertedObject | undefined> {
  if (type === 'address' || type === 'transaction') {
    // Only a transaction names a deposit address (its customer's).
    const depositAddress =
      type === 'transaction' ? sql<string | null>`customer_address` : sql<string | null>`NULL`;
    const row = await db
      .selectFrom(type === 'address' ? 'screened_addresses' : 'screened_transactions')
      .select(['id', 'identifier', 'blockchain', 'customer_id', 'customer_type'])
      .select(depositAddress.as('customer_address'))
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        type,
        id: row.id,
        identifier: row.identifier,
        blockchain: row.blockchain,
        customerId: row.customer_id,
        customerType: row.customer_type,
        depositAddress: row.customer_address,
      }
    );
  }
  if (type === 'customer') {
    // A customer's own alerts (Customer rules, decision 0038): the customer row, named by its customer id.
    const row = await db
      .selectFrom('customers')
      .select(['id', 'customer_id'])
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        type,
        id: row.id,
        identifier: row.customer_id,
        blockchain: null,
        customerId: row.customer_id,
        customerType: null,
        depositAddress: null,
      }
    );
  }
  return undefined;
}

export type AlertRow = {
  id: number;
  object_type: string;
  object_id: number;
  level: number;
  status: number | null;
  reviewed_by: number | null;
  resolved_by: number | null;
  escalated_by: number | null;
  assigned_to: number | null;
  opened_at: Date;
  updated_at: Date;
  latest_item_body: unknown[];
  latest_context: Record<string, unknown> | null;
  items_count: number;
  comments_count: number;
  stage_id: number;
  stage_name: string;
  stage_category: number;
  stage_next: number[];
  rule_uuid: string;
  rule_name: string;
  rule_conditions: unknown[];
  is_only_or_conditions: boolean;
  action: string;
  custom_tag_id: number | null;
  custom_tag_name: string | null;
  policy_id: number;
  policy_name: string;
  policy_description: string;
  policy_category: number;
};

/** The alerts with their stage, rule and policy, as presentAlert reads them; callers scope, order and page. */
export function selectAlertRows(db: Db) {
  return db
    .selectFrom('alerts as a')
    .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
    .innerJoin('rules as r', 'r.id', 'a.rule_id')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .select([
      'a.id',
      'a.object_type',
      'a.object_id',
      'a.level',
      'a.status',
      'a.reviewed_by',
      'a.resolved_by',
      'a.escalated_by',
      'a.assigned_to',
      'a.opened_at',
      'a.updated_at',
      'a.latest_item_body',
      'a.latest_context',
      sql<number>`(SELECT count(*) FROM alert_items i WHERE i.alert_id = a.id)`.as('items_count'),
      sql<number>`(SELECT count(*) FROM comments c WHERE c.alert_id = a.id)`.as('comments_count'),
      's.id as stage_id',
      's.name as stage_name',
      's.category as stage_category',
      's.next_stages as stage_next',
      'r.uuid as rule_uuid',
      'r.rule_name',
      'r.rule_conditions',
      'r.is_only_or_conditions',
      'r.action',
      'r.custom_tag_id',
      // The tag the rule applies (alert_and_tag), by name; a tag of another workspace is never named.
      (eb) =>
        eb
          .selectFrom('custom_tags as t')
          .select('t.name')
          .whereRef('t.id', '=', 'r.custom_tag_id')
          .whereRef('t.workspace_id', '=', 'a.workspace_id')
          .as('custom_tag_name'),
      'p.id as policy_id',
      'p.name as policy_name',
      'p.description as policy_description',
      'p.category as policy_category',
    ]);
}

/** The object's alerts, newest activity first, with their stage, rule and policy. */
export async function listObjectAlerts(
  db: Db,
  workspaceId: number,
  object: { type: AlertObjectType; id: number },
  page: { offset: number; limit: number },
): Promise<{ rows: AlertRow[]; count: number }> {
  const counted = await db
    .selectFrom('alerts as a')
    .where('a.workspace_id', '=', workspaceId)
    .where('a.object_type', '=', object.type)
    .where('a.object_id', '=', object.id)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await selectAlertRows(db)
    .where('a.workspace_id', '=', workspaceId)
    .where('a.object_type', '=', object.type)
    .where('a.object_id', '=', object.id)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows, count: Number(counted?.n ?? 0) };
}
