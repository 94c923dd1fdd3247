import type { Db } from '../../../db/client.ts';
import { type CustomerRow, highestRiskOf } from './customers.repo.ts';

/**
 * A locked customer's level: the highest of its live rows and of the level its customer rules fired at (decision
 * 0038; `customer-screening` assessCustomers is the one caller that changes a customer's facts). Answers the level
 * set.
 */
export async function setCustomerRiskLevel(
  db: Db,
  customer: Pick<CustomerRow, 'id' | 'workspace_id' | 'customer_id'>,
  ruleLevel: number,
  at: Date,
): Promise<number> {
  const level = Math.max(await highestRiskOf(db, customer.workspace_id, customer.customer_id), ruleLevel);
  await db
    .updateTable('customers')
    .set({ risk_level: level, updated_at: at })
    .where('id', '=', customer.id)
    .execute();
  return level;
}
