import type { SearchResultEntity } from '@riskscreen/shared';

/** One entity of a search answer: an unscreened address with full coverage; a test overrides the rest. */
export const searchResultItem = (over: Partial<SearchResultEntity> = {}): SearchResultEntity => ({
  identifier: '0xabcdef0000000000000000000000000000000001',
  currency: 1,
  item_type: 'address',
  is_screened: false,
  customer_id: null,
  name: null,
  case_id: null,
  id: null,
  coverage: 'full',
  risk_level: null,
  block_date_time: null,
  ...over,
});
