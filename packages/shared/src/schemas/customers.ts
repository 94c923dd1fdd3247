import { z } from 'zod';
import { idList, numberList, queryDate, ruleNameFilter } from './address-activity.ts';
import { blockchainList } from './chains.ts';
import {
  blockchainField,
  cleanIdentifier,
  integerField,
  onChainObjectFields,
  paged,
  pageQuery,
  recordId,
  workspaceQuery,
} from './common.ts';
import { associatedCase, counterpartySummaryRow, digitalAssetHolding } from './screening.ts';

/** The error texts of the customer calls (spec part 2 "Validation", part 3 §8). */
export const CUSTOMER_MESSAGES = {
  idRequired: 'Customer ID is required',
  duplicate: 'A customer with this Customer ID already exists.',
  renameUnchanged: 'The new Customer ID is the same as the current one.',
  addressRequired: 'Customer address is required',
} as const;

/** A customer id is the exchange's own reference: free text, trimmed, zero-width characters removed. */
export const CUSTOMER_ID_MAX_LENGTH = 200;

const customerIdField = z
  .string({ error: CUSTOMER_MESSAGES.idRequired })
  .max(CUSTOMER_ID_MAX_LENGTH)
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, CUSTOMER_MESSAGES.idRequired));

/** Which side of the exchange a customer's address or transaction is on: 1 deposit, 2 withdrawal. */
export const CUSTOMER_TYPES = { deposit: 1, withdrawal: 2 } as const;
export const CUSTOMER_TYPE_LABELS: Record<1 | 2, string> = { 1: 'Deposit', 2: 'Withdrawal' };

/** Paths: /customers/{id}/ (the customer's row id) and /customers/{customer_id}/ (rename). */
export const customerParams = z.object({ id: recordId });
/** /customers/{id}/addresses/{addressId}/: one of the customer's addresses (the screened address's id). */
export const customerAddressParams = z.object({ id: recordId, addressId: recordId });
export const customerIdParams = z.object({
  customerId: z
    .string()
    .max(CUSTOMER_ID_MAX_LENGTH * 3)
    .transform(cleanIdentifier),
});

/** The customer list's filters and search (spec part 2 Lists; part 3 §7.7). */
export const customerListFilters = z.object({
  /** A part of the customer id (case-insensitive). */
  q: z.string().max(300).transform(cleanIdentifier).optional(),
  risk_level: numberList.optional(),
  /** Customers with an address or a recorded transaction on any of these chains. */
  currency: blockchainList.optional(),
  /** On created_at (Date Added). */
  created_start_date: queryDate.optional(),
  created_end_date: queryDate.optional(),
  /** On the latest screening of the customer's addresses and transactions (updated_at). */
  start_date: queryDate.optional(),
  end_date: queryDate.optional(),
  is_included_in_case: z.enum(['true', 'false']).optional(),
  /** Customers with an alert (any stage) raised by the workspace's rule of this name. */
  rule_name: ruleNameFilter.optional(),
});
export type CustomerListFilters = z.infer<typeof customerListFilters>;

export const customerListQuery = workspaceQuery
  .merge(customerListFilters)
  .extend({ offset: pageQuery.shape.offset, limit: integerField(1, 100).default(20) });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** Export and Update Open Alerts: the selected rows (ids), or without ids every customer the filters match. */
export const customerSelectionQuery = workspaceQuery.merge(customerListFilters).extend({
  ids: idList.optional(),
});
export type CustomerSelectionQuery = z.infer<typeof customerSelectionQuery>;

/** GET /customers/lookup/?customer_id=: the customer page is addressed by the customer id (spec part 2 Routes). */
export const customerLookupQuery = workspaceQuery.extend({ customer_id: customerIdField });

/** A row of the customer list (spec part 2 Lists: Customer ID, Digital Assets, Risk Level, Date Added, …). */
export const customerSummary = z.object({
  id: z.number().int(),
  customer_id: z.string(),
  risk_level: z.number().int(),
  /** What the customer's live addresses hold, per chain and token. */
  digital_assets: z.array(digitalAssetHolding),
  /** The chains of its addresses and recorded transactions. */
  currencies: z.array(z.number().int()),
  open_alerts_count: z.number().int(),
  /** Epoch seconds of its first and last recorded transaction (block time); null when none is confirmed. */
  earliest_transaction_time: z.number().nullable(),
  latest_transaction_time: z.number().nullable(),
  /** Deposit Amount: the USD of its recorded deposits; outgoing: of its withdrawals (as screening valued them). */
  total_incoming_value_usd: z.number(),
  total_outgoing_value_usd: z.number(),
  is_included_in_case: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  item_type: z.literal('customer'),
});
export type CustomerSummary = z.infer<typeof customerSummary>;
export const customerListPage = paged(customerSummary);

/** The customer page (spec part 2 "Customer"): the row and its balances, counts and cases. */
export const customerDetail = customerSummary.extend({
  /** USD of what its live addresses hold. */
  balance_usd: z.number(),
  deposit_addresses_count: z.number().int(),
  withdrawal_addresses_count: z.number().int(),
  deposits_count: z.number().int(),
  withdrawals_count: z.number().int(),
  associated_cases: z.array(associatedCase),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** POST /customers/ (Add Customer): the id only; the minimum length is not enforced here (spec part 3, Add Customer). */
export const customerCreateBody = z.object({ customer_id: customerIdField });
export type CustomerCreateBody = z.input<typeof customerCreateBody>;

/** PUT /customers/{customer_id}/: rename; every address, transaction, alert and comment stays with the customer. */
export const customerRenameBody = z.object({
  customer_id: customerIdField,
  new_customer_id: customerIdField,
});
export type CustomerRenameBody = z.input<typeof customerRenameBody>;

/** GET {id}/balances/: one row per chain and token its live addresses hold. */
export const customerBalance = z.object({
  currency: z.number().int(),
  currency_short: z.string(),
  token: z.string(),
  balance: z.number(),
  balance_usd: z.number(),
});
export type CustomerBalance = z.infer<typeof customerBalance>;

/** The digital asset summary: per chain and token, what the customer deposited and withdrew. */
export const customerAssetSummaryRow = z.object({
  currency: z.number().int(),
  currency_short: z.string(),
  token: z.string(),
  deposits_count: z.number().int(),
  deposits_value: z.number(),
  deposits_value_usd: z.number(),
  withdrawals_count: z.number().int(),
  withdrawals_value: z.number(),
  withdrawals_value_usd: z.number(),
});
export type CustomerAssetSummaryRow = z.infer<typeof customerAssetSummaryRow>;

/** GET {id}/deposits-tag-aggregates/ and withdrawals-…: the counterparties' categories summed over its transfers. */
export const customerTagAggregates = z.array(counterpartySummaryRow);

/** A recorded deposit or withdrawal: a screened transaction of the customer (customer_type 1 or 2). */
export const customerTransfer = z.object({
  /** The screened transaction's id (its page is /transactions/{id}). */
  id: z.number().int(),
  ...onChainObjectFields,
  type: z.number().int(),
  /** The customer's address (receiving a deposit, sending a withdrawal). */
  address: z.string().nullable(),
  /** The largest party on the other side. */
  counterparty: z.string().nullable(),
  value: z.number(),
  value_usd: z.number(),
  value_token_symbol: z.string(),
  risk_level: z.number().int(),
  block_date_time: z.number().nullable(),
  created_at: z.string(),
  last_screened_time: z.string(),
});
export type CustomerTransfer = z.infer<typeof customerTransfer>;
export const customerTransferPage = paged(customerTransfer);

export const customerTransfersQuery = workspaceQuery.extend({
  offset: pageQuery.shape.offset,
  limit: integerField(1, 200).default(20),
});

/** POST {id}/deposits/ or withdrawals/: the transaction is screened for the customer, on the customer's address. */
export const customerTransferBody = z.object({
  identifier: z
    .string()
    .max(300)
    .transform(cleanIdentifier)
    .pipe(z.string().min(1, 'This field is required.')),
  currency: blockchainField,
  to_address: z
    .string({ error: CUSTOMER_MESSAGES.addressRequired })
    .max(300)
    .transform(cleanIdentifier)
    .pipe(z.string().min(1, CUSTOMER_MESSAGES.addressRequired)),
});
export type CustomerTransferBody = z.input<typeof customerTransferBody>;

export const CUSTOMER_ADDRESS_KINDS = ['deposit', 'withdrawal', 'any'] as const;
export type CustomerAddressKind = (typeof CUSTOMER_ADDRESS_KINDS)[number];

/** GET {id}/addresses/: deposit (type 1), withdrawal (type 2) or any addresses; 20 a page (200 for reports). */
export const customerAddressesQuery = workspaceQuery.extend({
  type: z.enum(CUSTOMER_ADDRESS_KINDS).default('any'),
  offset: pageQuery.shape.offset,
  limit: integerField(1, 200).default(20),
});

/** Customer address (spec part 2 "Customer address"). */
export const customerAddress = z.object({
  /** The screened address's id (its page is /addresses/{id}). */
  id: z.number().int(),
  ...onChainObjectFields,
  digital_assets: z.array(digitalAssetHolding),
  balance: z.number(),
  balance_usd: z.number(),
  risk_level: z.number().int(),
  /** 1 deposit, 2 withdrawal. */
  type: z.number().int().nullable(),
  type_verbose: z.string().nullable(),
  created_at: z.string(),
  date_added: z.string(),
  last_updated_at: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;
export const customerAddressPage = paged(customerAddress);

/**
 * GET {id}/sentiment_summary/: the categories of the counterparties of its recorded transfers (attributed by
 * screening), with the USD each side moved; Unknown is value no attribution explains.
 */
export const customerSentimentCategory = z.object({
  tag_type_verbose: z.string(),
  deposits_value_usd: z.number(),
  withdrawals_value_usd: z.number(),
  total_value_usd: z.number(),
  /** How many of its transfers touch the category. */
  transfers_count: z.number().int(),
});
export const customerSentimentSummary = z.object({
  total_value_usd: z.number(),
  categories: z.array(customerSentimentCategory),
});
export type CustomerSentimentSummary = z.infer<typeof customerSentimentSummary>;

/** GET {id}/sentiments/: one row per counterparty entity and direction, largest first, 15 a page. */
export const customerSentiment = z.object({
  tag_name_verbose: z.string(),
  tag_type_verbose: z.string(),
  tag_subtype_verbose: z.string(),
  exposure_type: z.enum(['direct', 'indirect']),
  /** deposits: where its deposits came from; withdrawals: where its withdrawals went. */
  direction: z.enum(['deposits', 'withdrawals']),
  value_usd: z.number(),
  transfers_count: z.number().int(),
});
export type CustomerSentiment = z.infer<typeof customerSentiment>;
export const customerSentimentPage = paged(customerSentiment);
export const customerSentimentsQuery = workspaceQuery.extend({
  offset: pageQuery.shape.offset,
  limit: integerField(1, 100).default(15),
});
