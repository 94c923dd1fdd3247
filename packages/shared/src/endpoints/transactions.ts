import { z } from 'zod';
import { alertBulkUpdateAnswer, openAlertsUpdateBody } from '../schemas/alert-workflow.ts';
import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import { downloadQueued, exportFormatQuery } from '../schemas/downloads.ts';
import { entityAuditPage, entityAuditQuery } from '../schemas/entity-audit.ts';
import {
  counterpartySummaryRow,
  exposureExplanation,
  exposureExplanationQuery,
  extraDataQuery,
  investigationTree,
  screenTransactionRequest,
  transactionDetail,
  transactionSummary,
} from '../schemas/screening.ts';
import {
  investigatedTransactionsPage,
  investigatedTransactionsParams,
  investigatedTransactionsQuery,
  investigatedTransactionsRequest,
  tokenValue,
  transactionListQuery,
  transactionSelectionQuery,
} from '../schemas/transactions.ts';
import { defineEndpoint, noContent } from './define.ts';
import { transferListsUnder } from './transfer-lists.ts';

const tags = ['transactions'];
const BASE = '/risk/api/v4/transactions/';
const ONE = `${BASE}:id/`;
const params = recordIdParams;

const counterparties = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}tag-aggregated-${direction}-values/`,
    summary: `Sum a screened transaction's ${direction} value per counterparty entity`,
    params,
    query: workspaceQuery,
    response: z.array(counterpartySummaryRow),
    tags,
  });

/** Screening a transaction, the workspace's list of screened transactions, and what a screening found. */
export const transactionEndpoints = {
  screen: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Screen a transaction',
    query: extraDataQuery,
    body: screenTransactionRequest,
    response: transactionDetail,
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "List the workspace's screened transactions",
    query: transactionListQuery,
    response: paged(transactionSummary),
    tags,
  }),
  /** The selection (ids), or every row the filters match (at most 10,000), queued into the Download manager. */
  export: defineEndpoint({
    method: 'GET',
    path: `${BASE}export/`,
    summary: 'Queue an export of screened transactions (CSV or XLSX)',
    query: transactionSelectionQuery.extend(exportFormatQuery.shape),
    response: downloadQueued,
    tags,
  }),
  /** Update Open Alerts: the open alerts of the selection (ids), or of every row the filters match, change stage. */
  updateOpenAlerts: defineEndpoint({
    method: 'PUT',
    path: `${BASE}update-alerts/`,
    summary: 'Move the open alerts of screened transactions to a workflow stage',
    query: transactionSelectionQuery,
    body: openAlertsUpdateBody,
    response: alertBulkUpdateAnswer,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Get a screened transaction',
    params,
    query: extraDataQuery,
    response: transactionDetail,
    tags,
  }),
  /** The transaction leaves the workspace's lists. */
  archive: defineEndpoint({
    method: 'DELETE',
    path: ONE,
    summary: "Archive a screened transaction (remove it from the workspace's lists)",
    params,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
  counterparties: { incoming: counterparties('incoming'), outgoing: counterparties('outgoing') },
  investigationTree: defineEndpoint({
    method: 'GET',
    path: `${ONE}investigation-tree/`,
    summary: "Trace a screened transaction's investigation tree",
    params,
    query: workspaceQuery,
    response: investigationTree,
    tags,
  }),
  /** "Why": the paths behind each exposure figure, from the transaction's origin node. */
  exposureExplanation: defineEndpoint({
    method: 'GET',
    path: `${ONE}exposure-explanation/`,
    summary: "Explain a screened transaction's exposure figures",
    params,
    query: exposureExplanationQuery,
    response: z.array(exposureExplanation),
    tags,
  }),
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
  /** What happened to the screened transaction in this workspace, newest first. */
  auditLogs: defineEndpoint({
    method: 'GET',
    path: `${ONE}audit-logs/`,
    summary: "List a screened transaction's audit log",
    params,
    query: entityAuditQuery,
    response: entityAuditPage,
    tags: ['audit logs'],
  }),
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
