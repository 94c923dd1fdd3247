import type { Db } from '../../db/client.ts';
import { type CustomerRow, highestRiskOf, lockCustomers } from './customers.repo.ts';

/**
 * Set each live customer's risk level to the highest of its live addresses and recorded transactions. Run inside
 * the unit of work that changed one of those rows, after it: the customer row is locked first (a no-op when the
 * caller already holds the lock), so the level is read after any concurrent change to the same customer commits.
 * This is the level from the rows alone: `customer-screening` (assessCustomers) adds the customer rules' level.
 */
export async function recomputeCustomerRisks(
  db: Db,
  workspaceId: number,
  customerIds: readonly (string | null | undefined)[],
  at = new Date(),
): Promise<void> {
  const customers = await lockCustomers(db, workspaceId, customerIds);
  for (const customer of customers) await setCustomerRiskLevel(db, customer, 0, at);
}

/**
 * A locked customer's level: the highest of its live rows and of the level its customer rules fired at (decision
 * 0038). Answers the level set.
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
