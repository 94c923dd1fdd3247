import {
  type CustomerAddressKind,
  type CustomerSummary,
  type ExportFormat,
  endpoints,
  type OpenAlertsUpdateBody,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ListSelection } from '../../lib/list-selection.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { type CustomerListFilters, filterQuery } from './list-filters.ts';

const CUSTOMERS = endpoints.customers;

/** Every customer query sits under 'customers', so a change anywhere refreshes them all. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerListFilters, page: number) => ['customers', 'list', filters, page] as const,
  byCustomerId: (customerId: string) => ['customers', 'lookup', customerId] as const,
  one: (id: number) => ['customers', id] as const,
};

/** One page (1-based) of the workspace's customers, 20 rows (spec part 2 §9). */
export function useCustomerList(filters: CustomerListFilters, page: number) {
  return useQuery({
    queryKey: customerKeys.list(filters, page),
    queryFn: ({ signal }) =>
      api.call(CUSTOMERS.list, {
        query: { ...filterQuery(filters), offset: (page - 1) * PAGE_SIZE.list, limit: PAGE_SIZE.list },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV or spreadsheet of the selection (ticked ids), or of every customer the filters match. */
export async function downloadCustomers(
  selection: ListSelection<CustomerSummary> | null,
  filters: CustomerListFilters,
  format: ExportFormat = 'csv',
): Promise<void> {
  const ids = selection && selection.mode !== 'all' ? [...selection.rows.keys()].join(',') : undefined;
  await api.call(CUSTOMERS.export, { query: { ...filterQuery(filters), ids, format } });
  notifyDownloadQueued();
}

/** Add Customer. */
export function createCustomer(customerId: string) {
  return api.call(CUSTOMERS.create, { query: {}, body: { customer_id: customerId } });
}

/** Update Open Alerts of the selection (ticked ids) or of every customer the filters match. */
export function updateOpenAlerts(
  selection: ListSelection<CustomerSummary>,
  filters: CustomerListFilters,
  body: OpenAlertsUpdateBody,
) {
  const ids = selection.mode === 'all' ? undefined : [...selection.rows.keys()].join(',');
  return api.call(CUSTOMERS.updateOpenAlerts, { query: { ...filterQuery(filters), ids }, body });
}

/** The customer page is addressed by the customer id: the customer that has it now. */
export function useCustomerByCustomerId(customerId: string) {
  return useQuery({
    queryKey: customerKeys.byCustomerId(customerId),
    queryFn: ({ signal }) => api.call(CUSTOMERS.lookup, { query: { customer_id: customerId }, signal }),
  });
}

/** Rename: the answer is the customer under its new id. */
export function renameCustomer(customerId: string, newCustomerId: string) {
  return api.call(CUSTOMERS.rename, {
    params: { customerId },
    query: {},
    body: { customer_id: customerId, new_customer_id: newCustomerId },
  });
}

export function archiveCustomer(id: number): Promise<void> {
  return api.call(CUSTOMERS.archive, { params: { id }, query: {} });
}

export type TransferKind = 'deposits' | 'withdrawals';

/** One page (1-based) of the customer's recorded deposits or withdrawals. */
export function useCustomerTransfers(id: number, kind: TransferKind, page: number) {
  return useQuery({
    queryKey: [...customerKeys.one(id), kind, page],
    queryFn: ({ signal }) =>
      api.call(CUSTOMERS[kind].list, {
        params: { id },
        query: { offset: (page - 1) * PAGE_SIZE.list, limit: PAGE_SIZE.list },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Add Deposit / Add Withdrawal: the transaction is screened for the customer and recorded. */
export function recordTransfer(
  id: number,
  kind: TransferKind,
  body: { identifier: string; currency: number; to_address: string },
) {
  return api.call(CUSTOMERS[kind].record, { params: { id }, query: {}, body });
}

/** Queue an export of the recorded deposits or withdrawals into the Download Manager. */
export async function exportTransfers(id: number, kind: TransferKind): Promise<void> {
  await api.call(CUSTOMERS[kind].export, { params: { id }, query: {} });
  notifyDownloadQueued();
}

/** Per chain and token: what the customer deposited and withdrew. */
export function useDigitalAssetSummary(id: number) {
  return useQuery({
    queryKey: [...customerKeys.one(id), 'digital-asset-summary'],
    queryFn: ({ signal }) => api.call(CUSTOMERS.digitalAssetSummary, { params: { id }, query: {}, signal }),
  });
}

/** What the customer's addresses hold, per chain and token. */
export function useCustomerBalances(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...customerKeys.one(id), 'balances'],
    queryFn: ({ signal }) => api.call(CUSTOMERS.balances, { params: { id }, query: {}, signal }),
    enabled: isEnabled,
  });
}

/** The counterparty categories of the customer's recorded transfers. */
export function useSentimentSummary(id: number) {
  return useQuery({
    queryKey: [...customerKeys.one(id), 'sentiment-summary'],
    queryFn: ({ signal }) => api.call(CUSTOMERS.sentimentSummary, { params: { id }, query: {}, signal }),
  });
}

/** One page (1-based) of the customer's deposit, withdrawal or all addresses. */
export function useCustomerAddresses(id: number, type: CustomerAddressKind, page: number) {
  return useQuery({
    queryKey: [...customerKeys.one(id), 'addresses', type, page],
    queryFn: ({ signal }) =>
      api.call(CUSTOMERS.addresses, {
        params: { id },
        query: { type, offset: (page - 1) * PAGE_SIZE.list, limit: PAGE_SIZE.list },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The address leaves the customer (it stays screened); the customer's risk level is worked out again. */
export function removeCustomerAddress(id: number, addressId: number): Promise<void> {
  return api.call(CUSTOMERS.removeAddress, { params: { id, addressId }, query: {} });
}
