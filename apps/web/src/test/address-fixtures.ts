import type { AddressTransactionRow } from '@riskscreen/shared';

/**
 * A screened address as GET /addresses/:id/ answers it: on a sanctions-only chain (no graph in jsdom), untagged,
 * unmonitored, with no activity; a test overrides what it is about.
 */
export function addressDetail(overrides: Record<string, unknown> = {}) {
  const totals = { total: 0, direct: 0, indirect: 0, unknown: 0 };
  return {
    id: 9,
    identifier: `0x${'12'.repeat(20)}`,
    currency: 1,
    currency_short: 'ETH',
    currency_verbose: 'Ethereum',
    is_screened: true,
    risk_level: 0,
    customer_id: null,
    type_verbose: null,
    tag_name_verbose: null,
    tag_type_verbose: null,
    tag_subtype_verbose: null,
    tag_name_verbose_owner: null,
    tag_type_verbose_owner: null,
    tag_subtype_verbose_owner: null,
    last_screened_time: new Date().toISOString(),
    created_at: new Date().toISOString(),
    item_type: 'address',
    is_muted: false,
    is_custom_ignored: false,
    is_custom_monitored: false,
    is_megahub: false,
    is_token_account: false,
    destination_tag: null,
    custom_tags: [],
    earliest_transaction_time: null,
    latest_transaction_time: null,
    total_incoming_value_usd: 0,
    total_outgoing_value_usd: 0,
    incoming: totals,
    outgoing: totals,
    node_info: { cluster_id: null, cluster_size: 0 },
    balance: 0,
    balance_usd: 0,
    digital_assets: [],
    associated_cases: [],
    is_included_in_case: false,
    coverage: 'lite',
    is_known_to_provider: true,
    data_coverage: 'chain_data',
    ...overrides,
  };
}

/** One row of an address's transactions (one asset, one direction), as the transactions call answers it. */
export const addressTransactionRow = (over: Partial<AddressTransactionRow>): AddressTransactionRow => ({
  transaction_id: `0x${'ab'.repeat(32)}`,
  token_symbol: 'ETH',
  transaction_types: [1],
  value: 1.5,
  value_usd: 4500,
  direction: 1,
  entities: [],
  entities_names: [],
  block_date_time: 1_760_000_000,
  ...over,
});

/** A row of the address list (GET /addresses/): screened, untagged, of no customer; a test overrides the rest. */
export function addressListRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    identifier: '0x79bfc7d7f151de1d38db1a4a29e1ab4eb1f000a14f',
    currency: 1,
    currency_short: 'ETH',
    currency_verbose: 'Ethereum',
    is_screened: true,
    risk_level: 4,
    customer_id: null,
    type_verbose: null,
    tag_name_verbose: null,
    tag_type_verbose: null,
    tag_subtype_verbose: null,
    last_screened_time: '2026-01-02T10:00:00.000Z',
    created_at: '2026-01-02T10:00:00.000Z',
    item_type: 'address',
    ...overrides,
  };
}
