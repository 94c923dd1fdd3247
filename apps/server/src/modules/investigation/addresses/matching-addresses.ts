import type { AddressListFilters } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { listScreenedAddresses } from './address-list.repo.ts';
import { listFilter } from './address-list-rows.ts';

/** The workspace's live addresses the list's filters match (ids, newest first, at most `cap`) and how many match. */
export async function matchingAddressIds(
  db: Db,
  workspaceId: number,
  filters: AddressListFilters,
  cap: number,
): Promise<{ count: number; ids: number[] }> {
  const { rows, count } = await listScreenedAddresses(db, workspaceId, listFilter(filters), {
    offset: 0,
    limit: cap,
  });
  return { count, ids: rows.map((r) => r.id) };
}
