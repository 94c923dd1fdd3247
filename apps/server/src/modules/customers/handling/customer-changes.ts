import { CUSTOMER_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import type { Caller } from '../../../plugins/auth.ts';
import {
  type CustomerRow,
  createCustomerIfAbsent,
  findCustomerByCustomerId,
  lockCustomer,
  lockCustomers,
  recordEntityEvent,
} from '../../screening/index.ts';
import { assessCustomers } from '../assessment/index.ts';

type Scope = { workspaceId: number; caller: Caller };

const auditObject = (workspaceId: number, customer: { id: number; customer_id: string }) => ({
  workspaceId,
  type: 'customer' as const,
  blockchain: null,
  identifier: customer.customer_id,
  id: customer.id,
});

/**
 * Add Customer: one live customer per id in the workspace. Two people adding the same id at once meet the unique
 * live index: one creates it, the other is told it exists. Addresses and transactions screened with the id earlier
 * belong to it at once, so its level is computed from them.
 */
export async function createCustomer(db: Db, scope: Scope, customerId: string): Promise<CustomerRow> {
  const { workspaceId, caller } = scope;
  return inTransaction(db, async (trx) => {
    const created = await createCustomerIfAbsent(trx, { workspaceId, customerId, createdBy: caller.userId });
    if (!created) throw HttpError.fields({ customer_id: [CUSTOMER_MESSAGES.duplicate] });
    await assessCustomers(trx, workspaceId, [customerId]);
    const row = await findCustomerByCustomerId(trx, workspaceId, customerId);
    if (!row) throw notFound();
    await recordEntityEvent(trx, {
      object: auditObject(workspaceId, row),
      actor: caller,
      event: { type: 'customer_created', context: {} },
    });
    return row;
  });
}

/** Archive: the customer leaves the lists; its addresses and transactions stay screened. False when none such. */
export async function archiveCustomer(db: Db, scope: Scope, id: number): Promise<boolean> {
  const { workspaceId, caller } = scope;
  return inTransaction(db, async (trx) => {
    const row = await lockCustomer(trx, workspaceId, id);
    if (!row) return false;
    await trx.updateTable('customers').set({ archived_at: new Date() }).where('id', '=', row.id).execute();
    await recordEntityEvent(trx, {
      object: auditObject(workspaceId, row),
      actor: caller,
      event: { type: 'archived', context: {} },
    });
    return true;
  });
}

/**
 * Change a customer's id. Its addresses and recorded transactions are renamed with it (their alerts name the
 * customer through them); comments, case entities and the audit log hold the customer's row id, so they follow
 * as they are. Both ids are locked first (in order), as screening locks them.
 */
export async function renameCustomer(
  db: Db,
  scope: Scope,
  change: { from: string; to: string },
): Promise<CustomerRow> {
  const { workspaceId, caller } = scope;
  if (change.from === change.to)
    throw HttpError.fields({ new_customer_id: [CUSTOMER_MESSAGES.renameUnchanged] });
  return inTransaction(db, async (trx) => {
    const locked = await lockCustomers(trx, workspaceId, [change.from, change.to]);
    const current = locked.find((c) => c.customer_id === change.from);
    if (!current) throw notFound();
    if (locked.some((c) => c.customer_id === change.to)) {
      throw HttpError.fields({ new_customer_id: [CUSTOMER_MESSAGES.duplicate] });
    }
    const at = new Date();
    try {
      await trx
        .updateTable('customers')
        .set({ customer_id: change.to, updated_at: at })
        .where('id', '=', current.id)
        .execute();
    } catch (error) {
      // A customer of the new id created meanwhile (its insert committed after our lock was taken).
      if ((error as { code?: string }).code === '23505') {
        throw HttpError.fields({ new_customer_id: [CUSTOMER_MESSAGES.duplicate] });
      }
      throw error;
    }
    for (const table of ['screened_addresses', 'screened_transactions'] as const) {
      await trx
        .updateTable(table)
        .set({ customer_id: change.to })
        .where('workspace_id', '=', workspaceId)
        .where('customer_id', '=', change.from)
        .where('archived_at', 'is', null)
        .execute();
    }
    // The customer's own alerts name it by its id (the alert list shows and searches it).
    await trx
      .updateTable('alerts')
      .set({ identifier: change.to })
      .where('workspace_id', '=', workspaceId)
      .where('object_type', '=', 'customer')
      .where('object_id', '=', current.id)
      .execute();
    await assessCustomers(trx, workspaceId, [change.to], at);
    await recordEntityEvent(trx, {
      object: auditObject(workspaceId, { id: current.id, customer_id: change.to }),
      actor: caller,
      event: { type: 'customer_renamed', context: { from: change.from, to: change.to } },
    });
    return { ...current, customer_id: change.to };
  });
}

/**
 * Remove one of the customer's live addresses from it: the address stays screened, without a customer, and the
 * customer's level is recomputed in the same transaction (customer locked first). False when the workspace has no
 * such customer or the address is not one of its live addresses.
 */
export async function removeCustomerAddress(
  db: Db,
  scope: Scope,
  target: { customerId: number; addressId: number },
): Promise<boolean> {
  const { workspaceId } = scope;
  return inTransaction(db, async (trx) => {
    const customer = await lockCustomer(trx, workspaceId, target.customerId);
    if (!customer) return false;
    const removed = await trx
      .updateTable('screened_addresses')
      .set({ customer_id: null, customer_type: null })
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', target.addressId)
      .where('customer_id', '=', customer.customer_id)
      .where('archived_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!removed) return false;
    await assessCustomers(trx, workspaceId, [customer.customer_id]);
    return true;
  });
}
