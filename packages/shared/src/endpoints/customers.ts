import { z } from 'zod';
import { workspaceQuery } from '../schemas/common.ts';
import {
  customerAddressesQuery,
  customerAddressPage,
  customerAddressParams,
  customerAssetSummaryRow,
  customerBalance,
  customerCreateBody,
  customerDetail,
  customerIdParams,
  customerListPage,
  customerListQuery,
  customerLookupQuery,
  customerParams,
  customerRenameBody,
  customerSelectionQuery,
  customerSentimentPage,
  customerSentimentSummary,
  customerSentimentsQuery,
  customerTagAggregates,
  customerTransfer,
  customerTransferBody,
  customerTransferPage,
  customerTransfersQuery,
} from '../schemas/customers.ts';
import { downloadQueued, exportFormatQuery } from '../schemas/downloads.ts';
import { entityAuditPage, entityAuditQuery } from '../schemas/entity-audit.ts';
import { defineEndpoint, noContent } from './define.ts';
import { queuedExportEndpoint } from './queued-export.ts';
import { openAlertsUpdateEndpoint } from './screened-objects.ts';

const tags = ['customers'];
const BASE = '/risk/api/v4/customers/';
const ONE = `${BASE}:id/`;
const params = customerParams;

/** The deposits or the withdrawals of a customer: list, record (screen) and export. */
const transfers = <const K extends 'deposits' | 'withdrawals'>(kind: K) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${ONE}${kind}/`,
    summary: `List a customer's recorded ${kind}`,
    params,
    query: customerTransfersQuery,
    response: customerTransferPage,
    tags,
  }),
  /** The transaction is screened for the customer (customer_id, type, to_address) and kept as recorded. */
  record: defineEndpoint({
    method: 'POST',
    path: `${ONE}${kind}/`,
    summary: `Screen and record a customer's ${kind === 'deposits' ? 'deposit' : 'withdrawal'}`,
    params,
    query: workspaceQuery,
    body: customerTransferBody,
    response: customerTransfer,
    status: 201,
    tags,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${ONE}${kind}/export/`,
    summary: `Queue an export of a customer's recorded ${kind} (CSV or XLSX)`,
    params,
    query: workspaceQuery.extend(exportFormatQuery.shape),
    response: downloadQueued,
    tags,
  }),
  tagAggregates: defineEndpoint({
    method: 'GET',
    path: `${ONE}${kind}-tag-aggregates/`,
    summary: `Sum a customer's ${kind} per counterparty entity`,
    params,
    query: workspaceQuery,
    response: customerTagAggregates,
    tags,
  }),
});

/**
 * Customers (spec part 2 "Customers (/customers)"): the workspace's customers, each the live addresses and
 * transactions screened with its customer id. Every call needs the plan's Customers feature (can_access_customers).
 */
export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "List the workspace's customers",
    query: customerListQuery,
    response: customerListPage,
    tags,
  }),
  /** Add Customer: 400 on customer_id when a live customer of the workspace has it. */
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Add a customer',
    query: workspaceQuery,
    body: customerCreateBody,
    response: customerDetail,
    status: 201,
    tags,
  }),
  /** The selection (ids), or every customer the filters match, as CSV. */
  export: queuedExportEndpoint({
    path: `${BASE}export/`,
    summary: 'Queue an export of customers (CSV or XLSX)',
    filters: customerSelectionQuery,
    tags,
  }),
  /** Update Open Alerts: the open alerts of the selected customers' addresses and transactions change stage. */
  updateOpenAlerts: openAlertsUpdateEndpoint({
    base: BASE,
    many: 'customers',
    selection: customerSelectionQuery,
    tags,
  }),
  /** The customer page is addressed by the customer id: this finds the live customer that has it (404 if none). */
  lookup: defineEndpoint({
    method: 'GET',
    path: `${BASE}lookup/`,
    summary: 'Find a customer by its customer id',
    query: customerLookupQuery,
    response: customerDetail,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Get a customer',
    params,
    query: workspaceQuery,
    response: customerDetail,
    tags,
  }),
  /** The customer leaves the workspace's lists; its addresses and transactions stay screened. */
  archive: defineEndpoint({
    method: 'DELETE',
    path: ONE,
    summary: 'Archive a customer',
    params,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
  /** Rename: its addresses, transactions (and so their alerts), comments and cases follow. */
  rename: defineEndpoint({
    method: 'PUT',
    path: `${BASE}:customerId/`,
    summary: "Change a customer's customer id",
    params: customerIdParams,
    query: workspaceQuery,
    body: customerRenameBody,
    response: customerDetail,
    tags,
  }),
  balances: defineEndpoint({
    method: 'GET',
    path: `${ONE}balances/`,
    summary: "List what a customer's addresses hold",
    params,
    query: workspaceQuery,
    response: z.array(customerBalance),
    tags,
  }),
  digitalAssetSummary: defineEndpoint({
    method: 'GET',
    path: `${ONE}digital-asset-summary/`,
    summary: "Sum a customer's deposits and withdrawals per digital asset",
    params,
    query: workspaceQuery,
    response: z.array(customerAssetSummaryRow),
    tags,
  }),
  deposits: transfers('deposits'),
  withdrawals: transfers('withdrawals'),
  addresses: defineEndpoint({
    method: 'GET',
    path: `${ONE}addresses/`,
    summary: "List a customer's deposit, withdrawal or all addresses",
    params,
    query: customerAddressesQuery,
    response: customerAddressPage,
    tags,
  }),
  /** The address leaves the customer (it stays screened, without a customer); the customer's level follows. */
  removeAddress: defineEndpoint({
    method: 'DELETE',
    path: `${ONE}addresses/:addressId/`,
    summary: 'Remove an address from a customer',
    params: customerAddressParams,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
  sentimentSummary: defineEndpoint({
    method: 'GET',
    path: `${ONE}sentiment_summary/`,
    summary: "Sum a customer's transfers per counterparty category",
    params,
    query: workspaceQuery,
    response: customerSentimentSummary,
    tags,
  }),
  sentiments: defineEndpoint({
    method: 'GET',
    path: `${ONE}sentiments/`,
    summary: "List the counterparty entities of a customer's transfers",
    params,
    query: customerSentimentsQuery,
    response: customerSentimentPage,
    tags,
  }),
  /** What happened to the customer in this workspace, newest first. */
  auditLogs: defineEndpoint({
    method: 'GET',
    path: `${ONE}audit-logs/`,
    summary: "List a customer's audit log",
    params,
    query: entityAuditQuery,
    response: entityAuditPage,
    tags,
  }),
};
