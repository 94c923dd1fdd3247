import {
  addressTransactionsExportQuery,
  addressTransactionsOffsetQuery,
  addressTransactionsPage,
  addressTransactionsQuery,
  tokenSummaryPage,
  tokenSummaryQuery,
} from '../schemas/address-activity.ts';
import { recordIdParams } from '../schemas/common.ts';
import { downloadQueued } from '../schemas/downloads.ts';
import { defineEndpoint, fileAnswer } from './define.ts';

const tags = ['addresses'];
const ONE = '/risk/api/v4/addresses/:id/';
const params = recordIdParams;

const byDirection = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}${direction}-transactions/`,
    summary: `List the screened address's ${direction} transactions`,
    params,
    query: addressTransactionsOffsetQuery,
    response: addressTransactionsPage,
    tags,
  });

const exportByDirection = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}${direction}-transactions/export/`,
    summary: `Queue a CSV export of the screened address's ${direction} transactions`,
    params,
    query: addressTransactionsExportQuery,
    response: downloadQueued,
    tags,
  });

/** Live chain activity of a screened address: token summary and transactions, with their CSV exports. */
export const addressActivityEndpoints = {
  tokenSummary: defineEndpoint({
    method: 'GET',
    path: `${ONE}token-summary/`,
    summary: "Summarise the screened address's token balances and flows",
    params,
    query: tokenSummaryQuery,
    response: tokenSummaryPage,
    tags,
  }),
  /** Newest first, paged by time (offset_ts). */
  transactions: defineEndpoint({
    method: 'GET',
    path: `${ONE}transactions/`,
    summary: "List the screened address's transactions",
    params,
    query: addressTransactionsQuery,
    response: addressTransactionsPage,
    tags,
  }),
  /** The specification names both paths for the table's CSV (direct-export/ is the one previews have too). */
  transactionsExport: defineEndpoint({
    method: 'GET',
    path: `${ONE}transactions/export/`,
    summary: "Queue a CSV export of the screened address's transactions",
    params,
    query: addressTransactionsExportQuery,
    response: downloadQueued,
    tags,
  }),
  transactionsDirectExport: defineEndpoint({
    method: 'GET',
    path: `${ONE}transactions/direct-export/`,
    summary: "Export the screened address's transactions as CSV (direct-export path)",
    params,
    query: addressTransactionsExportQuery,
    response: fileAnswer,
    tags,
  }),
  /** Received or sent transactions, offset paging. */
  transactionsByDirection: { incoming: byDirection('incoming'), outgoing: byDirection('outgoing') },
  transactionsByDirectionExport: {
    incoming: exportByDirection('incoming'),
    outgoing: exportByDirection('outgoing'),
  },
};
