import type { AddressListFilters, CustomerListFilters } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/** The live entities a list's filters match: ids (newest first, at most `cap`) and how many match in all. */
export type EntityListMatcher<Filters> = (
  db: Db,
  workspaceId: number,
  filters: Filters,
  cap: number,
) => Promise<{ count: number; ids: number[] }>;

/** The lists above the cases whose "all matching" selection a case can take (their filters are theirs). */
export type EntityListMatchers = {
  addresses: EntityListMatcher<AddressListFilters>;
  customers: EntityListMatcher<CustomerListFilters>;
};

let wired: EntityListMatchers | null = null;

/**
 * The address and customer lists read their own filters, and sit above the cases (they show which cases hold an
 * entity), so the cases area asks them through this port instead of importing them; modules/wiring.ts fills it.
 */
export const entityListMatchers = {
  wire(matchers: EntityListMatchers): void {
    wired = matchers;
  },
  get(): EntityListMatchers {
    if (!wired) throw new Error('The entity list matchers are used before modules/wiring.ts filled them');
    return wired;
  },
};
