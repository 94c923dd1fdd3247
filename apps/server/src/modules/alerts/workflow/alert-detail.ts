import { type AlertDetail, POLICY_TYPE_LABELS, type PolicyType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { type AlertedObject, presentAlert, selectAlertRows } from '../raising/index.ts';

/** One alert of a screened object as the alert detail shows it (the list's row and until when it is muted). */
export async function findAlertDetail(
  db: Db,
  workspaceId: number,
  object: AlertedObject,
  alertId: number,
): Promise<AlertDetail | undefined> {
  const row = await selectAlertRows(db)
    .select([
      'a.muted_until',
      'p.type as policy_type',
      sql<string | null>`(
        SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
        FROM users u WHERE u.id = a.assigned_to
      )`.as('assigned_to_name'),
    ])
    .where('a.workspace_id', '=', workspaceId)
    .where('a.object_type', '=', object.type)
    .where('a.object_id', '=', object.id)
    .where('a.id', '=', alertId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...presentAlert(row, object),
    assigned_to_name: row.assigned_to_name,
    policy_type: row.policy_type,
    policy_type_verbose: POLICY_TYPE_LABELS[row.policy_type as PolicyType] ?? '',
    muted_until: row.muted_until?.toISOString() ?? null,
  };
}

/** The screened object's (or customer's) current risk level (the update's answer carries it). */
export async function riskLevelOf(db: Db, object: AlertedObject): Promise<number> {
  if (object.type === 'customer') {
    const customer = await db
      .selectFrom('customers')
      .select('risk_level')
      .where('id', '=', object.id)
      .executeTakeFirst();
    return customer?.risk_level ?? 0;
  }
  const table = object.type === 'transaction' ? 'screened_transactions' : 'screened_addresses';
  const row = await db.selectFrom(table).select('risk_level').where('id', '=', object.id).executeTakeFirst();
  return row?.risk_level ?? 0;
}
