import { workspaceQuery } from '../schemas/common.ts';
import {
  investigatedTransactionsPage,
  investigatedTransactionsParams,
  investigatedTransactionsQuery,
  investigatedTransactionsRequest,
  transactionPreview,
  transactionPreviewParams,
} from '../schemas/transactions.ts';
import { defineEndpoint } from './define.ts';
import { transferListsUnder } from './transfer-lists.ts';

const tags = ['transactions'];
const ONE = '/risk/api/v4/:currency/transaction-preview/:identifier/';
const params = transactionPreviewParams;

/**
 * Previews of transactions nobody screened: computed from the chain store on each call, nothing stored. They
 * answer the same transfer lists as a screened transaction.
 */
export const transactionPreviewEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Preview a transaction without screening it',
    params,
    query: workspaceQuery,
    response: transactionPreview,
    tags,
  }),
  ...transferListsUnder(ONE, params),
  /** The graph side panel of a preview: the same look-up as a screened transaction's. */
  investigated: defineEndpoint({
    method: 'POST',
    path: '/risk/api/v4/:currency/transaction-preview/investigated-transactions/',
    summary: 'Find the transactions between senders and receivers (preview)',
    params: investigatedTransactionsParams,
    query: investigatedTransactionsQuery,
    body: investigatedTransactionsRequest,
    response: investigatedTransactionsPage,
    tags,
  }),
};
