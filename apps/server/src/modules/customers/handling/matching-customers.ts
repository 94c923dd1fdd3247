import type { CustomerListFilters } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { listCustomers } from './customer-list.repo.ts';
import { listFilter } from './customer-list-filter.ts';

/** The workspace's live customers the list's filters match (ids, newest first, at most `cap`) and how many match. */
export async function matchingCustomerIds(
  db: Db,
  workspaceId: number,
  filters: CustomerListFilters,
  cap: number,
): Promise<{ count: number; ids: number[] }> {
  const { rows, count } = await listCustomers(db, workspaceId, listFilter(filters), {
    offset: 0,
    limit: cap,
  });
  return { count, ids: rows.map((r) => r.id) };
}
