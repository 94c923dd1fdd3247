import { z } from 'zod';
import { idList, includedInCaseFilter, ruleNameFilter } from './address-activity.ts';
import { integerField, pageFields, workspaceQuery } from './common.ts';
import { ownTagFields, transactionDetail } from './screening.ts';

/** GET /risk/api/v4/transactions/ — filters as the list keeps them in the URL ('null' means empty). */
export const transactionListQuery = workspaceQuery.extend({
  ...pageFields(100, 20),
  q: z.string().max(300).optional(),
  risk_level: z.string().max(50).optional(),
  currency: z.string().max(500).optional(),
  created_start_date: z.string().max(40).optional(),
  created_end_date: z.string().max(40).optional(),
  /** Last screened time. */
  updated_start_date: z.string().max(40).optional(),
  updated_end_date: z.string().max(40).optional(),
  transaction_start_date: z.string().max(40).optional(),
  transaction_end_date: z.string().max(40).optional(),
  /** Transactions with an alert (any stage) raised by the workspace's rule of this name. */
  rule_name: ruleNameFilter.optional(),
  /** true: only transactions some case holds; false: only those no case holds. */
  is_included_in_case: includedInCaseFilter.optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/** The selection of the transaction list: the selected rows (ids), or without ids every row the filters match. */
export const transactionSelectionQuery = transactionListQuery.extend({ ids: idList.optional() });

/** Inputs, outputs, internal transactions and token transfers: offset, limit default 100, at most 100. */
export const transferPageQuery = z.object(pageFields(100, 100));

/** One input or output (UTXO: a tx_io row; account chains: a native transfer), or one address summed. */
export const transferEntry = z.object({
  address: z.string(),
  value: z.number(),
  value_usd: z.number(),
  token_symbol: z.string(),
  ...ownTagFields,
  /** Position in the transaction (absent on aggregated rows). */
  position: z.number().int().optional(),
  /** How many inputs (outputs) an aggregated row sums. */
  count: z.number().int().optional(),
});
export type TransferEntry = z.infer<typeof transferEntry>;

/** An internal transaction (type 7) or token transfer (type 4). */
export const transferRow = z.object({
  position: z.number().int(),
  type: z.number().int(),
  from_address: z.string(),
  to_address: z.string(),
  token_symbol: z.string(),
  /** Token contract; '' for the native asset. */
  token_address: z.string(),
  value: z.number(),
  value_usd: z.number(),
  from_tag_name_verbose: z.string().nullable(),
  from_tag_type_verbose: z.string().nullable(),
  to_tag_name_verbose: z.string().nullable(),
  to_tag_type_verbose: z.string().nullable(),
});
export type TransferRowDto = z.infer<typeof transferRow>;

export const tokenValue = z.object({
  token_symbol: z.string(),
  token_address: z.string(),
  value: z.number(),
  value_usd: z.number(),
});

/** A transaction previewed without screening: nothing stored, so no id. */
/** A transaction as the workspace would see it screened now; id and is_screened say if it already has been. */
export const transactionPreview = transactionDetail.extend({
  id: z.number().int().nullable(),
  is_screened: z.boolean(),
  /** Whether a case of the workspace holds it (a screened transaction; associated_cases names them). */
  is_included_in_case: z.boolean(),
});
export type TransactionPreview = z.infer<typeof transactionPreview>;

/** Investigated transactions (graph side panel): the transactions in which any sender paid any receiver. */
export const investigatedTransactionsRequest = z.object({
  sender: z.array(z.string().max(300)).max(1000),
  receiver: z.array(z.string().max(300)).max(1000),
});
export const investigatedTransactionsQuery = z.object({
  workspace: z.string().min(1).max(100).optional(),
  ...pageFields(100, 20),
});
export const investigatedTransaction = z.object({
  txn_id: z.string(),
  output_value_usd: z.number(),
  fee_usd: z.number(),
  block_date_time: z.number().nullable(),
});
export const investigatedTransactionsPage = z.object({
  count: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  results: z.array(investigatedTransaction),
});
export type InvestigatedTransactionsPage = z.infer<typeof investigatedTransactionsPage>;

/** A transfer list of a screened or previewed transaction: offset, limit default 100. */
export const transferListQuery = workspaceQuery.extend(transferPageQuery.shape);

/** The chain of an investigated-transactions look-up. */
export const investigatedTransactionsParams = z.object({ currency: integerField(-1, 10_000) });

/** A transaction preview: the chain and the hash as typed. */
export const transactionPreviewParams = z.object({
  currency: integerField(-1, 10_000),
  identifier: z.string().max(300),
});
