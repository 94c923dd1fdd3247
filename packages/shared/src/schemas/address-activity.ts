import { z } from 'zod';
import { blockchainList } from './chains.ts';
import { cleanIdentifier, integerField, paged, pageQuery, workspaceQuery } from './common.ts';

/** A comma list of words in a query string ('Exchange,Darknet'); 'null' and the empty string are empty. */
export const wordList = z
  .string()
  .max(4000)
  .transform((value) =>
    value === 'null'
      ? []
      : value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
  );

/** A comma list of small integers ('4,5'); 'null' and the empty string are empty (spec part 2 §5). */
export const numberList = blockchainList;

/** A comma list of row ids ('12,15'). */
export const idList = z
  .string()
  .max(20_000)
  .regex(/^(null|\s*|\s*\d{1,10}\s*(,\s*\d{1,10}\s*)*)$/, 'Enter a comma-separated list of ids.')
  .transform((value) =>
    value.trim() === '' || value === 'null'
      ? []
      : value
          .split(',')
          .map((part) => Number(part.trim()))
          // An id past the column's range names no row (rather than failing the query).
          .map((id) => (id <= 2 ** 31 - 1 ? id : -1)),
  );

/** A rule name filter: one name, matched whole and case-insensitively; 'null' and the empty string are no filter. */
export const ruleNameFilter = z
  .string()
  .trim()
  .max(200)
  // A NUL cannot reach PostgreSQL text; no rule name holds control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is for control characters
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Enter a valid rule name.')
  .transform((value) => (value === '' || value === 'null' ? undefined : value));

/** A yes/no list filter ('true', 'false'); 'null' and the empty string are no filter. */
export const includedInCaseFilter = z
  .enum(['true', 'false', 'null', ''], { error: 'Must be a valid boolean.' })
  .transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined));

/** A date filter: YYYY-MM-DD (a whole day in UTC) or an ISO date-time. */
export const queryDate = z
  .string()
  .trim()
  .max(40)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    'Enter a valid date.',
  );

/** Address token summary row (spec part 2 §3): one per asset the address held or moved. */
export const tokenSummaryRow = z.object({
  token_symbol: z.string(),
  balance: z.number(),
  balance_usd: z.number(),
  total_incoming: z.number(),
  total_outgoing: z.number(),
  total_incoming_usd: z.number(),
  total_outgoing_usd: z.number(),
  earliest_transaction_time: z.number().nullable(),
  latest_transaction_time: z.number().nullable(),
});
export type TokenSummaryRow = z.infer<typeof tokenSummaryRow>;
export const tokenSummaryPage = paged(tokenSummaryRow);

/**
 * Transaction row of an address (spec part 2 §3): one per transaction, token and direction, so a transaction can
 * show several rows. entities are the counterparties' categories, entities_names their entity names.
 */
export const addressTransactionRow = z.object({
  transaction_id: z.string(),
  token_symbol: z.string(),
  transaction_types: z.array(z.number().int()),
  value: z.number(),
  value_usd: z.number(),
  direction: z.union([z.literal(1), z.literal(-1)]),
  entities: z.array(z.string()),
  entities_names: z.array(z.string()),
  block_date_time: z.number().nullable(),
});
export type AddressTransactionRow = z.infer<typeof addressTransactionRow>;

/** Filters of the address transactions table (spec part 2 §2): type, direction, token, dates, counterparties. */
export const addressTransactionFilters = z.object({
  /** Transfer types as numbers (groups: Transactions 1,8; Internal 7; Token Transfers 4; Rewards 2,3). */
  transaction_type: numberList.optional(),
  direction: z.enum(['1', '-1']).optional(),
  token_symbol: wordList.optional(),
  start_date: queryDate.optional(),
  end_date: queryDate.optional(),
  /** Counterparty entity names, types (categories, or Unknown) and subtypes (numbers or names). */
  entity_names: wordList.optional(),
  entity_types: wordList.optional(),
  entity_subtypes: wordList.optional(),
  /** Counterparty addresses. */
  addresses: wordList.optional(),
});
export type AddressTransactionFilters = z.infer<typeof addressTransactionFilters>;

/** Transactions paged by time: rows strictly before offset_ts (epoch seconds), newest first. */
export const offsetTsQuery = z.object({
  offset_ts: integerField(0, 1e13).optional(),
  limit: integerField(1, 200).default(20),
});

export const addressTransactionsQuery = workspaceQuery.merge(offsetTsQuery).merge(addressTransactionFilters);
export const addressTransactionsOffsetQuery = workspaceQuery
  .merge(pageQuery)
  .merge(addressTransactionFilters);
export const addressTransactionsExportQuery = workspaceQuery.merge(addressTransactionFilters);

/** A page of transaction rows; next carries offset_ts (time paging) or offset (offset paging). */
export const addressTransactionsPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable().optional(),
  results: z.array(addressTransactionRow),
});
export type AddressTransactionsPage = z.infer<typeof addressTransactionsPage>;

/** Address preview (unscreened) path: /{currency}/address-preview/{identifier}/. */
export const addressPreviewParams = z.object({
  currency: integerField(-1, 10_000),
  identifier: z.string().max(600).transform(cleanIdentifier),
});

/** Address list filters (spec part 2 §2, Lists): comma lists, 'null' means empty. */
export const addressListFilters = z.object({
  q: z.string().max(300).transform(cleanIdentifier).optional(),
  risk_level: numberList.optional(),
  currency: blockchainList.optional(),
  created_start_date: queryDate.optional(),
  created_end_date: queryDate.optional(),
  start_date: queryDate.optional(),
  end_date: queryDate.optional(),
  tag_type_verboses: wordList.optional(),
  tag_name_verboses: wordList.optional(),
  /** Addresses with an alert (any stage) raised by the workspace's rule of this name. */
  rule_name: ruleNameFilter.optional(),
  /** Custom tag and list ids: addresses holding any of them. */
  custom_tags: idList.optional(),
  /** true: only addresses some case holds; false: only those no case holds. */
  is_included_in_case: includedInCaseFilter.optional(),
});
export type AddressListFilters = z.infer<typeof addressListFilters>;

export const addressListQuery = workspaceQuery.merge(pageQuery).merge(addressListFilters);
export const addressExportQuery = workspaceQuery.merge(addressListFilters).extend({
  /** Selected rows; without ids the filters select. */
  ids: idList.optional(),
});

/** GET …/token-summary/: offset paging. */
export const tokenSummaryQuery = workspaceQuery.merge(pageQuery);

/** GET /risk/api/v4/addresses/direct-tag-data/name-verboses/: entity names of the screened addresses. */
export const entityNameList = z.array(z.string());
