import { z } from 'zod';
import { SEARCH_ENTITY_TYPES } from '../enums/entities.ts';
import { cleanIdentifier, integerField, paged, pageFields, workspaceQuery } from './common.ts';
import { dataCoverage } from './screening.ts';

export const searchEntityType = z.enum(SEARCH_ENTITY_TYPES);

/**
 * GET /risk/api/v4/search/: q is trimmed and cleared of zero-width characters; entity_type and
 * search_entity_type are two names of one filter (the header bar and the results page send one or the other).
 */
export const searchQuery = workspaceQuery.extend({
  q: z.string().max(300).transform(cleanIdentifier),
  limit: integerField(1, 100).default(20),
  offset: integerField(0, 10_000).default(0),
  entity_type: searchEntityType.optional(),
  search_entity_type: searchEntityType.optional(),
  /** One coverage group of the results page ('View all'): chains screened in full, or for sanctions only. */
  coverage: z.enum(['full', 'lite']).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** GET …/search/cluster-addresses/: the cluster of a member address (any) on a chain, paged 50 at a time. */
export const clusterAddressesQuery = workspaceQuery.extend({
  currency: integerField(0, 10_000),
  address: z.string().trim().min(1).max(300),
  ...pageFields(100, 50),
});
export const clusterAddressesPage = paged(z.string());

/**
 * A search result card (spec part 1 §3: Search result entity). id is the screened row's id (null when
 * unscreened); coverage 'lite' puts the item in the 'Sanction Screening Only' group.
 */
export const searchResultEntity = z.object({
  identifier: z.string(),
  currency: z.number().int().nullable(),
  item_type: z.enum(['address', 'transaction', 'customer', 'case']),
  is_screened: z.boolean(),
  customer_id: z.string().nullable(),
  name: z.string().nullable(),
  case_id: z.string().nullable(),
  id: z.number().int().nullable(),
  coverage: z.enum(['full', 'lite']),
  risk_level: z.number().int().nullable(),
  block_date_time: z.number().nullable(),
  /**
   * What this installation holds for an address or transaction (decision 0046): a Full-coverage chain without its
   * data here is no full coverage. Absent for customers and cases.
   */
  data_coverage: dataCoverage.optional(),
});
export type SearchResultEntity = z.infer<typeof searchResultEntity>;

export const searchGroup = z.object({
  count: z.number().int(),
  /** How many of count are on chains screened for sanctions only (the results page splits each group by it). */
  lite_count: z.number().int().optional(),
  results: z.array(searchResultEntity),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const SEARCH_GROUPS = [
  'un_screened_addresses',
  'un_screened_transactions',
  'addresses',
  'transactions',
  'customers',
  'cases',
] as const;
export type SearchGroupName = (typeof SEARCH_GROUPS)[number];

export const searchResponse = z.object({
  un_screened_addresses: searchGroup,
  un_screened_transactions: searchGroup,
  addresses: searchGroup,
  transactions: searchGroup,
  customers: searchGroup,
  cases: searchGroup,
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** GET /risk/api/v4/search/suggest/: a few results for the header bar while typing. */
export const suggestQuery = workspaceQuery.extend({
  q: z.string().max(300).transform(cleanIdentifier),
  limit: integerField(1, 10).default(2),
});
export const suggestResponse = z.object({ results: z.array(searchResultEntity) });
export type SuggestResponse = z.infer<typeof suggestResponse>;
