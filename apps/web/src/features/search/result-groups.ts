import {
  SEARCH_GROUPS,
  type SearchEntityType,
  type SearchGroupName,
  type SearchResponse,
  type SearchResultEntity,
} from '@riskscreen/shared';

export const GROUP_TITLES: Record<SearchGroupName, string> = {
  un_screened_addresses: 'Unscreened Addresses',
  un_screened_transactions: 'Unscreened Transactions',
  addresses: 'Addresses',
  transactions: 'Transactions',
  customers: 'Customers',
  cases: 'Cases',
};

/** The search type that pages one result group. */
export const GROUP_TYPES: Record<SearchGroupName, SearchEntityType> = {
  un_screened_addresses: 'address',
  un_screened_transactions: 'transaction',
  addresses: 'address',
  transactions: 'transaction',
  customers: 'customer',
  cases: 'case',
};

export type Coverage = 'full' | 'lite';

export type ResultSection = {
  group: SearchGroupName;
  coverage: Coverage;
  items: SearchResultEntity[];
  /** How many of the group's items are on this side: what its View all lists. */
  count: number;
};

/** One coverage side of one result group: what a View all lists. */
export type GroupListing = { group: SearchGroupName; coverage: Coverage };

export const COVERAGE_TITLES: Record<Coverage, string> = {
  full: 'Full Coverage',
  lite: 'Sanction Screening Only',
};

/** The full side's title when this installation holds none of its items' chain data (decision 0046). */
export const NO_CHAIN_DATA_TITLE = 'Full-coverage chains · no chain data in this installation';

/**
 * What heads the full side: 'Full Coverage' only when some of its items are on chains whose data this installation
 * holds (the object found in it, or looked for and not there), or are customers and cases, which need none;
 * addresses and transactions of chains this installation holds no data for are not.
 */
export function fullSideTitle(groups: CoverageGroups): string {
  const items = groups.full.sections.flatMap((section) => section.items);
  const isBacked = (item: SearchResultEntity) =>
    item.data_coverage === undefined ||
    item.data_coverage === 'chain_data' ||
    item.data_coverage === 'not_on_chain';
  return items.length === 0 || items.some(isBacked) ? COVERAGE_TITLES.full : NO_CHAIN_DATA_TITLE;
}

export type CoverageGroups = {
  full: { count: number; sections: ResultSection[] };
  lite: { count: number; sections: ResultSection[] };
};

/**
 * Split the results into 'Full Coverage' and 'Sanction Screening Only' (items whose blockchain is screened for
 * sanctions only; customers and cases count as full). A group the server counted per coverage (lite_count) counts
 * that on each side; otherwise a group whose shown items all fall on one side counts its whole server count
 * there, and a mixed group counts what it shows on each side.
 */
export function groupByCoverage(response: SearchResponse): CoverageGroups {
  const result: CoverageGroups = { full: { count: 0, sections: [] }, lite: { count: 0, sections: [] } };
  for (const group of SEARCH_GROUPS) {
    const { count, results, lite_count: liteCount } = response[group];
    const lite = results.filter((r) => r.coverage === 'lite');
    const full = results.filter((r) => r.coverage !== 'lite');
    const isMixed = lite.length > 0 && full.length > 0;
    for (const [side, items] of [
      ['full', full],
      ['lite', lite],
    ] as const) {
      const sideCount = countOnSide(side, { count, liteCount, shown: items.length, isMixed });
      result[side].count += sideCount;
      // A side with items beyond the first page only still gets its section, so its View all can list them.
      if (sideCount > 0 || items.length > 0) {
        result[side].sections.push({ group, coverage: side, items, count: sideCount });
      }
    }
  }
  return result;
}

function countOnSide(
  side: Coverage,
  group: { count: number; liteCount: number | undefined; shown: number; isMixed: boolean },
): number {
  if (group.liteCount !== undefined) return side === 'lite' ? group.liteCount : group.count - group.liteCount;
  return group.isMixed || group.shown === 0 ? group.shown : group.count;
}

/** Which coverage groups start open: Full Coverage always; Sanction Screening Only when there is nothing full. */
export function openByDefault(groups: CoverageGroups): Coverage[] {
  return groups.full.count > 0 ? ['full'] : ['full', 'lite'];
}

export function isEmpty(groups: CoverageGroups): boolean {
  return groups.full.sections.length === 0 && groups.lite.sections.length === 0;
}
