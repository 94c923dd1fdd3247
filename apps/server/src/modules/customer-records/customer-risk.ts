import type { Db } from '../../db/client.ts';
import { highestRiskOf, lockCustomers } from './customers.repo.ts';

/**
 * Set each live customer's risk level to the highest of its live addresses and recorded transactions. Run inside
 * the unit of work that changed one of those rows, after it: the customer row is locked first (a no-op when the
 * caller already holds the lock), so the level is read after any concurrent change to the same customer commits.
 * Customer policies (type 2) are not evaluated yet: the level comes from the rows alone (decision 0026).
 */
export async function recomputeCustomerRisks(
  db: Db,
  workspaceId: number,
  customerIds: readonly (string | null | undefined)[],
  at = new Date(),
): Promise<void> {
  const customers = await lockCustomers(db, workspaceId, customerIds);
  for (const customer of customers) {
    const level = await highestRiskOf(db, workspaceId, customer.customer_id);
    await db
      .updateTable('customers')
      .set({ risk_level: level, updated_at: at })
      .where('id', '=', customer.id)
      .execute();
  }
}
