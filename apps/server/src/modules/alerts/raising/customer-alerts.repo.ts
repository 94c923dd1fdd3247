import type { AlertObjectType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { findCustomer } from '../../screening/index.ts';
import {
  type AlertedObject,
  type AlertRow,
  findAlertedObject,
  selectAlertRows,
} from './object-alerts.repo.ts';

/**
 * A customer's alerts (its Customer Alerts tab): its own (raised by Customer rules) and those of its live addresses
 * and recorded transactions, newest activity first, each with the object it was raised on. Undefined when the workspace has no such customer.
 */
export async function listCustomerAlerts(
  db: Db,
  workspaceId: number,
  customerRowId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: { row: AlertRow; object: AlertedObject }[]; count: number } | undefined> {
  const customer = await findCustomer(db, workspaceId, customerRowId);
  if (!customer) return undefined;
  const ofCustomer = sql<boolean>`(
    (a.object_type = 'customer' AND a.object_id = ${customer.id})
    OR (a.object_type = 'address' AND a.object_id IN (SELECT sa.id FROM screened_addresses sa
      WHERE sa.workspace_id = ${workspaceId} AND sa.customer_id = ${customer.customer_id} AND sa.archived_at IS NULL))
    OR (a.object_type = 'transaction' AND a.object_id IN (SELECT st.id FROM screened_transactions st
      WHERE st.workspace_id = ${workspaceId} AND st.customer_id = ${customer.customer_id} AND st.archived_at IS NULL)))`;
  const [rows, counted] = await Promise.all([
    selectAlertRows(db)
      .where('a.workspace_id', '=', workspaceId)
      .where(ofCustomer)
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('alerts as a')
      .where('a.workspace_id', '=', workspaceId)
      .where(ofCustomer)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const objects = new Map<string, AlertedObject>();
  const withObjects: { row: AlertRow; object: AlertedObject }[] = [];
  for (const row of rows) {
    const key = `${row.object_type}:${row.object_id}`;
    let object = objects.get(key);
    if (!object) {
      object = await findAlertedObject(db, workspaceId, row.object_type as AlertObjectType, row.object_id);
      if (object) objects.set(key, object);
    }
    if (object) withObjects.push({ row, object });
  }
  return { rows: withObjects, count: Number(counted?.n ?? 0) };
}
