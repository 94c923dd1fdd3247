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

export type ResultSection = {
  group: SearchGroupName;
  items: SearchResultEntity[];
  /** The server's count of the whole group (all coverages). */
  groupCount: number;
};

export type CoverageGroups = {
  full: { count: number; sections: ResultSection[] };
  lite: { count: number; sections: ResultSection[] };
};

/**
 * Split the results into 'Full Coverage' and 'Sanction Screening Only' (items whose blockchain is screened for
 * sanctions only; customers and cases count as full). A group the server counted per coverage (lite_count) adds
 * those counts; otherwise a group whose shown items all fall on one side counts its whole server count there, and
 * a mixed group counts what it shows on each side.
 */
export function groupByCoverage(response: SearchResponse): CoverageGroups {
  const result: CoverageGroups = { full: { count: 0, sections: [] }, lite: { count: 0, sections: [] } };
  for (const group of SEARCH_GROUPS) {
    const { count, results, lite_count: liteCount } = response[group];
    const lite = results.filter((r) => r.coverage === 'lite');
    const full = results.filter((r) => r.coverage !== 'lite');
    const isMixed = lite.length > 0 && full.length > 0;
    const counted = { full: count - (liteCount ?? 0), lite: liteCount ?? 0 };
    for (const [side, items] of [
      ['full', full],
      ['lite', lite],
    ] as const) {
      if (liteCount !== undefined) result[side].count += counted[side];
      if (items.length === 0) continue;
      result[side].sections.push({ group, items, groupCount: count });
      if (liteCount === undefined) result[side].count += isMixed ? items.length : count;
    }
  }
  return result;
}

/** Which coverage groups start open: Full Coverage always; Sanction Screening Only when there is nothing full. */
export function openByDefault(groups: CoverageGroups): ('full' | 'lite')[] {
  return groups.full.count > 0 ? ['full'] : ['full', 'lite'];
}

export function isEmpty(groups: CoverageGroups): boolean {
  return groups.full.sections.length === 0 && groups.lite.sections.length === 0;
}
