import {
  addressPreviewParams,
  addressTransactionsExportQuery,
  addressTransactionsPage,
  addressTransactionsQuery,
  tokenSummaryPage,
  tokenSummaryQuery,
} from '../schemas/address-activity.ts';
import { addressDetail, extraDataQuery } from '../schemas/screening.ts';
import { defineEndpoint, fileAnswer } from './define.ts';
import { addressBalanceEndpoints, reportGraphEndpoints } from './screened-objects.ts';

const tags = ['addresses'];
const ONE = '/risk/api/v4/:currency/address-preview/:identifier/';
const params = addressPreviewParams;

const report = { one: ONE, params, subject: 'a previewed address', tags } as const;

/**
 * Address previews: what screening would say about an address, without storing a screening. They answer the same
 * sub-paths as a screened address.
 */
export const addressPreviewEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Preview an address without screening it',
    params,
    query: extraDataQuery,
    response: addressDetail,
    tags,
  }),
  ...addressBalanceEndpoints(report),
  ...reportGraphEndpoints(report),
  tokenSummary: defineEndpoint({
    method: 'GET',
    path: `${ONE}token-summary/`,
    summary: "Summarise a previewed address's token balances and flows",
    params,
    query: tokenSummaryQuery,
    response: tokenSummaryPage,
    tags,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: `${ONE}transactions/`,
    summary: "List a previewed address's transactions",
    params,
    query: addressTransactionsQuery,
    response: addressTransactionsPage,
    tags,
  }),
  transactionsDirectExport: defineEndpoint({
    method: 'GET',
    path: `${ONE}transactions/direct-export/`,
    summary: "Export a previewed address's transactions as CSV",
    params,
    query: addressTransactionsExportQuery,
    response: fileAnswer,
    tags,
  }),
};
