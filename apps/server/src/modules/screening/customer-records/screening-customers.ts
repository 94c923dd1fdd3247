import type { Db } from '../../../db/client.ts';
import { createCustomerIfAbsent, lockCustomers } from './customers.repo.ts';

/** The screened object a screening is about to save, as the customers see it. */
export type ScreenedSubjectOfCustomer = {
  workspaceId: number;
  type: 'address' | 'transaction';
  blockchain: number;
  identifier: string;
  destinationTag?: number | null;
};

/**
 * Before a screening saves its live row: create the customer it names (if absent) and lock it together with the
 * customer the row named until now (a re-screening may move an address to another customer, or keep its own when
 * it names none). Returns the customer ids whose levels the screening may change.
 */
export async function customersOfScreening(
  db: Db,
  subject: ScreenedSubjectOfCustomer,
  named: {
    customerId: string | null | undefined;
    createdBy: number | null;
    at: Date;
    /** The customer of the live row the screening replaces, when the caller has read it (and locked the row). */
    previousCustomerId?: string | null;
  },
): Promise<string[]> {
  const previous =
    named.previousCustomerId !== undefined ? named.previousCustomerId : await previousCustomerOf(db, subject);
  if (named.customerId) {
    await createCustomerIfAbsent(db, {
      workspaceId: subject.workspaceId,
      customerId: named.customerId,
      createdBy: named.createdBy,
      at: named.at,
    });
  }
  const ids = [previous, named.customerId].filter((id): id is string => Boolean(id));
  await lockCustomers(db, subject.workspaceId, ids);
  return ids;
}

async function previousCustomerOf(db: Db, subject: ScreenedSubjectOfCustomer): Promise<string | null> {
  if (subject.type === 'transaction') {
    const row = await db
      .selectFrom('screened_transactions')
      .select('customer_id')
      .where('workspace_id', '=', subject.workspaceId)
      .where('blockchain', '=', subject.blockchain)
      .where('identifier', '=', subject.identifier)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }
  let query = db
    .selectFrom('screened_addresses')
    .select('customer_id')
    .where('workspace_id', '=', subject.workspaceId)
    .where('blockchain', '=', subject.blockchain)
    .where('identifier', '=', subject.identifier)
    .where('archived_at', 'is', null);
  query =
    subject.destinationTag === null || subject.destinationTag === undefined
      ? query.where('destination_tag', 'is', null)
      : query.where('destination_tag', '=', subject.destinationTag);
  const row = await query.executeTakeFirst();
  return row?.customer_id ?? null;
}
