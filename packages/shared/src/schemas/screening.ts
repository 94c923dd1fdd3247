import { z } from 'zod';
import { DATA_COVERAGES } from '../enums/data-coverage.ts';
import { blockchainField, cleanIdentifier, onChainObjectFields, workspaceQuery } from './common.ts';

const identifier = z
  .string()
  .max(300)
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, 'This field is required.'));
const currency = blockchainField;
/** Cleaned as identifiers are; blank (or only zero-width characters) is no customer at all. */
const customerId = z
  .string()
  .max(200)
  .transform((value) => cleanIdentifier(value) || null);
const customerType = z.union([z.literal(1), z.literal(2)], { error: 'Select a valid choice.' });

const screenAddressFields = z.object({
  identifier,
  currency,
  create_case: z.boolean().optional(),
  customer_id: customerId.nullish(),
  type: customerType.nullish(),
});

/** A customer's screening says which side the customer is on (1 deposit, 2 withdrawal): required with a customer. */
function requireCustomerType(
  value: { customer_id?: string | null; type?: 1 | 2 | null },
  ctx: z.RefinementCtx,
) {
  if (value.customer_id && !value.type)
    ctx.addIssue({ code: 'custom', path: ['type'], message: 'This field is required.' });
}

/** POST /risk/api/v4/addresses/ — customer_id, type and address are only meaningful together. */
export const screenAddressRequest = screenAddressFields.superRefine(requireCustomerType);
export type ScreenAddressRequest = z.infer<typeof screenAddressRequest>;

export const screenTransactionRequest = screenAddressFields
  .extend({ address: z.string().max(300).transform(cleanIdentifier).nullish() })
  .superRefine((value, ctx) => {
    requireCustomerType(value, ctx);
    if (value.customer_id && !value.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Customer address is required' });
  });
export type ScreenTransactionRequest = z.infer<typeof screenTransactionRequest>;

export const getExtraDataQuery = z.object({ get_extra_data: z.enum(['true', 'false']).optional() });

export const counterpartySummaryRow = z.object({
  tag_type_verbose: z.string(),
  tag_subtype_verbose: z.string(),
  tag_name_verbose: z.string(),
  exposure_type: z.enum(['direct', 'indirect']),
  total_value_usd: z.number(),
  /** The entity behind the row (null for Unknown), the key of its /exposure-explanation/ figure. */
  entity_id: z.string().nullable().optional(),
});
export type CounterpartySummaryRowDto = z.infer<typeof counterpartySummaryRow>;

/** GET …/exposure-explanation/: the top paths behind one exposure figure (direction, entity or Unknown, type). */
export const exposureExplanation = z.object({
  direction: z.enum(['incoming', 'outgoing']),
  /** null for Unknown. */
  entityId: z.string().nullable(),
  exposureType: z.enum(['direct', 'indirect']),
  value: z.number(),
  explainedValue: z.number(),
  paths: z.array(
    z.object({
      value: z.number(),
      origin: z.string(),
      /** 'attributed', or why the path ended as Unknown (hop_limit, megahub, dead_end, …). */
      end: z.string(),
      steps: z.array(
        z.object({ address: z.string(), hop: z.number(), share: z.number(), value: z.number() }),
      ),
    }),
  ),
});
export type ExposureExplanationDto = z.infer<typeof exposureExplanation>;

export const investigationTreeNode = z.object({
  id: z.string(),
  type: z.enum(['origin', 'cluster', 'address']),
  addresses: z.array(z.string()),
  address_count: z.number().int(),
  name: z.string(),
  tag_type_verbose: z.string(),
  tag_subtype_verbose: z.string(),
  tag_name_verbose: z.string(),
  is_megahub: z.boolean(),
});
export const investigationTreeEdge = z.object({
  id: z.string(),
  sender: z.string(),
  receiver: z.string(),
  value: z.number(),
  depth: z.number().int(),
});
export const investigationTree = z.object({
  nodes: z.array(investigationTreeNode),
  incoming_edges: z.array(investigationTreeEdge),
  outgoing_edges: z.array(investigationTreeEdge),
  truncated: z.boolean(),
});
export type InvestigationTreeDto = z.infer<typeof investigationTree>;

/** What an address is attributed to (its own label): entity name, type and subtype, null where it has none. */
export const ownTagFields = {
  tag_name_verbose: z.string().nullable(),
  tag_type_verbose: z.string().nullable(),
  tag_subtype_verbose: z.string().nullable(),
};

/** Attribution of the object itself (its own label) and of its owner (token accounts, clusters). */
export const tagFields = z.object({
  ...ownTagFields,
  tag_name_verbose_owner: z.string().nullable(),
  tag_type_verbose_owner: z.string().nullable(),
  tag_subtype_verbose_owner: z.string().nullable(),
});

export const digitalAssetHolding = z.object({
  token: z.string(),
  currency: z.number().int(),
  value: z.number(),
  value_usd: z.number(),
});

/**
 * The value reaching each category an attributed counterparty carries. Not a partition: an entity labelled both
 * Exchange and Sanctions is listed once in the summary (under its primary label) and counted here under both.
 */
export const categoryTotal = z.object({
  tag_type_verbose: z.string(),
  direct: z.number(),
  indirect: z.number(),
  total_value_usd: z.number(),
});
export type CategoryTotalDto = z.infer<typeof categoryTotal>;

export const directionTotals = z.object({
  total: z.number(),
  direct: z.number(),
  indirect: z.number(),
  unknown: z.number(),
  categories: z.array(categoryTotal).optional(),
});

/** What this installation holds for the object (decision 0046): risk level 0 reads 'No data' unless chain_data. */
export const dataCoverage = z.enum(DATA_COVERAGES);

/** What a screened object (an address or a transaction) is listed by first: which object, on which chain, its risk. */
const screenedObjectFields = {
  id: z.number().int(),
  ...onChainObjectFields,
  currency_verbose: z.string(),
  is_screened: z.boolean(),
  risk_level: z.number().int(),
  customer_id: z.string().nullable(),
};

/** When the object was last screened, and when the workspace first screened it. */
const screeningTimes = { last_screened_time: z.string(), created_at: z.string() };

/** A case the screened object (or customer) is in. */
export const associatedCase = z.object({ id: z.number(), case_id: z.string(), name: z.string() });

/** Address as listed, detailed and searched (spec part 2 §3). */
export const addressSummary = z.object({
  ...screenedObjectFields,
  type_verbose: z.string().nullable(),
  ...ownTagFields,
  ...screeningTimes,
  item_type: z.literal('address'),
  /** Always sent by this server; optional so answers of other producers of the shape still parse. */
  data_coverage: dataCoverage.optional(),
});
export type AddressSummary = z.infer<typeof addressSummary>;

export const addressDetail = addressSummary.merge(tagFields).extend({
  is_muted: z.boolean(),
  is_custom_ignored: z.boolean(),
  is_custom_monitored: z.boolean(),
  /** The Active / Inactive monitoring badge (decision 0074); optional so answers of other producers still parse. */
  is_monitored: z.boolean().optional(),
  /** Until when the address's monitoring is muted; null when it is not. */
  monitoring_muted_until: z.string().nullable().optional(),
  is_megahub: z.boolean(),
  is_token_account: z.boolean(),
  destination_tag: z.number().nullable(),
  custom_tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.number() })),
  earliest_transaction_time: z.number().nullable(),
  latest_transaction_time: z.number().nullable(),
  total_incoming_value_usd: z.number(),
  total_outgoing_value_usd: z.number(),
  incoming: directionTotals,
  outgoing: directionTotals,
  incoming_counterparty_summary: z.array(counterpartySummaryRow).optional(),
  outgoing_counterparty_summary: z.array(counterpartySummaryRow).optional(),
  investigation_tree: investigationTree.optional(),
  node_info: z.object({ cluster_id: z.number().nullable(), cluster_size: z.number().int() }),
  balance: z.number(),
  balance_usd: z.number(),
  digital_assets: z.array(digitalAssetHolding),
  associated_cases: z.array(associatedCase),
  is_included_in_case: z.boolean(),
  coverage: z.enum(['full', 'lite']),
  is_known_to_provider: z.boolean(),
  data_coverage: dataCoverage,
});
export type AddressDetail = z.infer<typeof addressDetail>;

export const transferParty = z.object({
  address: z.string(),
  value: z.number(),
  value_usd: z.number(),
  token_symbol: z.string(),
  tag_name_verbose: z.string().nullable(),
  tag_type_verbose: z.string().nullable(),
  exposure_type: z.enum(['direct', 'indirect']).nullable(),
  tag_subtype_verbose: z.string().nullable().optional(),
});

export const transactionSummary = z.object({
  ...screenedObjectFields,
  type: z.number().int().nullable(),
  address: z.string().nullable(),
  /**
   * Who sent and who received: the customer's own address on its side (type 2 sends, type 1 receives), otherwise
   * the largest sender and receiver on the chain; null when the chain data names none.
   */
  originator: z.string().nullable(),
  beneficiary: z.string().nullable(),
  block_date_time: z.number().nullable(),
  /** The value moved: native, or for a token-only transaction (a USDT transfer) its largest token. */
  value: z.number(),
  value_usd: z.number(),
  /** The asset `value` is in: the chain's native symbol or the token's. */
  value_token_symbol: z.string(),
  ...screeningTimes,
  item_type: z.literal('transaction'),
  /** Without chain_data, value, value_usd and block_date_time are not known (0 and null say nothing). */
  data_coverage: dataCoverage.optional(),
});
export type TransactionSummary = z.infer<typeof transactionSummary>;

export const transactionDetail = transactionSummary.extend({
  transaction_time: z.number().nullable(),
  fee: z.number(),
  fee_usd: z.number(),
  incoming_value_usd: z.number(),
  digital_assets: z.array(digitalAssetHolding),
  risks_detected: z.array(
    z.object({
      tag_type_verbose: z.string(),
      tag_name_verbose: z.string(),
      exposure_type: z.string(),
      value_usd: z.number(),
      tag_subtype_verbose: z.string().optional(),
      /** incoming: source of funds (senders' side); outgoing: destination of funds (receivers' side). */
      direction: z.enum(['incoming', 'outgoing']).optional(),
    }),
  ),
  from_addresses: z.array(transferParty),
  to_addresses: z.array(transferParty),
  is_frozen_on_fireblocks: z.boolean(),
  associated_cases: z.array(associatedCase),
  is_confirmed: z.boolean(),
  coverage: z.enum(['full', 'lite']),
  is_known_to_provider: z.boolean(),
  data_coverage: dataCoverage,
  incoming: directionTotals.optional(),
  outgoing: directionTotals.optional(),
  incoming_counterparty_summary: z.array(counterpartySummaryRow).optional(),
  outgoing_counterparty_summary: z.array(counterpartySummaryRow).optional(),
  investigation_tree: investigationTree.optional(),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

/** The screening API refuses a token account with its owner, so the UI can show the 'Token account' modal. */
export const tokenAccountError = z.object({
  detail: z.string(),
  code: z.literal('token_account'),
  owner_address: z.string(),
});

export const screenedListQuery = z.object({
  q: z.string().max(300).optional(),
  risk_level: z.string().max(50).optional(),
  currency: z.string().max(200).optional(),
  created_start_date: z.string().max(40).optional(),
  created_end_date: z.string().max(40).optional(),
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  tag_type_verboses: z.string().max(500).optional(),
  tag_name_verboses: z.string().max(500).optional(),
});

/** GET …/main-balance/: the address's balance in its native asset and in USD. */
export const mainBalance = z.object({ balance: z.number(), balance_usd: z.number() });

/** GET …/attribution-timestamp/: when the attribution the answer used was last updated (null when none). */
export const attributionTimestamp = z.object({ attribution_timestamp: z.number().nullable() });

/** GET …/exposure-explanation/: optionally one direction, entity or exposure type. */
export const exposureExplanationQuery = workspaceQuery.extend({
  direction: z.enum(['incoming', 'outgoing']).optional(),
  entity_id: z.string().max(100).optional(),
  exposure_type: z.enum(['direct', 'indirect']).optional(),
});

/** The screened object's reads that may return the stored counterparty rows and tree (get_extra_data). */
export const extraDataQuery = workspaceQuery.merge(getExtraDataQuery);
