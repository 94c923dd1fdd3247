import { z } from 'zod';
import {
  addressPreviewParams,
  addressTransactionsExportQuery,
  addressTransactionsPage,
  addressTransactionsQuery,
  tokenSummaryPage,
  tokenSummaryQuery,
} from '../schemas/address-activity.ts';
import { workspaceQuery } from '../schemas/common.ts';
import {
  addressDetail,
  attributionTimestamp,
  counterpartySummaryRow,
  extraDataQuery,
  investigationTree,
  mainBalance,
} from '../schemas/screening.ts';
import { defineEndpoint, fileAnswer } from './define.ts';

const tags = ['addresses'];
const ONE = '/risk/api/v4/:currency/address-preview/:identifier/';
const params = addressPreviewParams;

const counterparties = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}tag-aggregated-${direction}-values/`,
    summary: `Sum a previewed address's ${direction} value per counterparty entity`,
    params,
    query: workspaceQuery,
    response: z.array(counterpartySummaryRow),
    tags,
  });

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
  mainBalance: defineEndpoint({
    method: 'GET',
    path: `${ONE}main-balance/`,
    summary: "Get a previewed address's main balance",
    params,
    query: workspaceQuery,
    response: mainBalance,
    tags,
  }),
  attributionTimestamp: defineEndpoint({
    method: 'GET',
    path: `${ONE}attribution-timestamp/`,
    summary: "Get when a previewed address's attribution was last updated",
    params,
    query: workspaceQuery,
    response: attributionTimestamp,
    tags,
  }),
  counterparties: { incoming: counterparties('incoming'), outgoing: counterparties('outgoing') },
  investigationTree: defineEndpoint({
    method: 'GET',
    path: `${ONE}investigation-tree/`,
    summary: "Trace a previewed address's investigation tree",
    params,
    query: workspaceQuery,
    response: investigationTree,
    tags,
  }),
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
