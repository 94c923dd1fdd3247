import { z } from 'zod';
import { recordIdParams, workspaceQuery } from '../schemas/common.ts';
import { screenTransactionRequest, transactionDetail, transactionSummary } from '../schemas/screening.ts';
import {
  investigatedTransactionsPage,
  investigatedTransactionsParams,
  investigatedTransactionsQuery,
  investigatedTransactionsRequest,
  tokenValue,
  transactionListQuery,
  transactionSelectionQuery,
} from '../schemas/transactions.ts';
import { defineEndpoint } from './define.ts';
import { reportGraphEndpoints, screenedObjectEndpoints } from './screened-objects.ts';
import { transferListsUnder } from './transfer-lists.ts';

const tags = ['transactions'];
const BASE = '/risk/api/v4/transactions/';
const ONE = `${BASE}:id/`;
const params = recordIdParams;

/** Screening a transaction, the workspace's list of screened transactions, and what a screening found. */
export const transactionEndpoints = {
  ...screenedObjectEndpoints({
    base: BASE,
    kind: { screened: 'a transaction', one: 'a screened transaction', many: 'screened transactions' },
    tags,
    screenBody: screenTransactionRequest,
    detail: transactionDetail,
    summary: transactionSummary,
    listQuery: transactionListQuery,
    selectionQuery: transactionSelectionQuery,
  }),
  ...reportGraphEndpoints({ one: ONE, params, subject: 'a screened transaction', tags }),
  tokenValues: defineEndpoint({
    method: 'GET',
    path: `${ONE}token-values/`,
    summary: "List a screened transaction's token values",
    params,
    query: workspaceQuery,
    response: z.array(tokenValue),
    tags,
  }),
  ...transferListsUnder(ONE, params),
  /** The investigation graph's side panel: the transactions in which any sender paid any receiver. */
  investigated: defineEndpoint({
    method: 'POST',
    path: `${BASE}investigated-transactions/:currency/`,
    summary: 'Find the transactions in which any sender paid any receiver',
    params: investigatedTransactionsParams,
    query: investigatedTransactionsQuery,
    body: investigatedTransactionsRequest,
    response: investigatedTransactionsPage,
    tags,
  }),
};
