import {
  type AlertObjectType,
  type CommentObjectType,
  endpoints,
  type PolicyType,
  REPORT_TABLE_MAX_ROWS,
} from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { type ReadRows, readRows } from './read-rows.ts';

/**
 * The calls of the printable reports: the pages' own calls (the shared contract, through the one API client),
 * read up to a report table's 200 rows. Keys sit under 'print', apart from the pages' paged keys.
 */
const key = (...parts: (string | number)[]) => ['print', ...parts] as const;

/** The report's own object: its failure (401, 403, 404) is the page's, shown by the route's error screen. */
const objectQuery = { throwOnError: (error: Error) => error instanceof ApiError, retry: false } as const;

export function useAddressDetail(id: string) {
  return useQuery({
    queryKey: key('address', id),
    queryFn: ({ signal }) =>
      api.call(endpoints.addresses.detail, { params: { id }, query: { get_extra_data: 'true' }, signal }),
    ...objectQuery,
  });
}

export function useTransactionDetail(id: string) {
  return useQuery({
    queryKey: key('transaction', id),
    queryFn: ({ signal }) =>
      api.call(endpoints.transactions.detail, { params: { id }, query: { get_extra_data: 'true' }, signal }),
    ...objectQuery,
  });
}

/** The customer page is addressed by the customer id, and so is its report. */
export function useCustomerByCustomerId(customerId: string) {
  return useQuery({
    queryKey: key('customer', customerId),
    queryFn: ({ signal }) =>
      api.call(endpoints.customers.lookup, { query: { customer_id: customerId }, signal }),
    ...objectQuery,
  });
}

export function useCaseDetail(id: string) {
  return useQuery({
    queryKey: key('case', id),
    queryFn: ({ signal }) => api.call(endpoints.cases.detail, { params: { id }, signal }),
    ...objectQuery,
  });
}

/** Any list of a section, read up to 200 rows: loading and failure stay the section's. */
export function useReportRows<T>(
  parts: readonly (string | number)[],
  readPage: (offset: number, limit: number, signal: AbortSignal) => Promise<{ count: number; results: T[] }>,
  pageSize: number,
  isEnabled = true,
) {
  return useQuery<ReadRows<T>>({
    queryKey: key(...parts),
    queryFn: ({ signal }) => readRows((offset, limit) => readPage(offset, limit, signal), pageSize),
    enabled: isEnabled,
    throwOnError: false,
  });
}

/** One call's answer for a section (no paging). */
export function useReportCall<T>(
  parts: readonly (string | number)[],
  read: (signal: AbortSignal) => Promise<T>,
  isEnabled = true,
) {
  return useQuery<T>({
    queryKey: key(...parts),
    queryFn: ({ signal }) => read(signal),
    enabled: isEnabled,
    throwOnError: false,
  });
}

export function useObjectAlerts(type: AlertObjectType, id: number | undefined, isEnabled: boolean) {
  return useReportRows(
    [type, id ?? 0, 'alerts'],
    (offset, limit, signal) =>
      api.call(endpoints.alerts.ofObject, {
        params: { type, id: String(id) },
        query: { offset, limit },
        signal,
      }),
    100,
    isEnabled && id !== undefined,
  );
}

/** Comments are downloaded for printing in pages of 25, up to 500 (spec part 3 §7.1, §9). */
export const COMMENT_PRINT_PAGE = 25;
export const COMMENT_PRINT_MAX = 500;

export function useReportComments(type: CommentObjectType, id: number | undefined) {
  return useQuery({
    queryKey: key(type, id ?? 0, 'comments'),
    queryFn: ({ signal }) =>
      readRows(
        (offset, limit) =>
          api.call(endpoints.comments.list, {
            params: { type, id: String(id) },
            query: { offset, limit },
            signal,
          }),
        COMMENT_PRINT_PAGE,
        COMMENT_PRINT_MAX,
      ),
    enabled: id !== undefined,
    throwOnError: false,
  });
}

/** Appendix A: the enabled rules of the enabled policies of the object's type. */
export function useApplyingRules(policyType: PolicyType, isEnabled: boolean) {
  return useReportRows(
    ['rules', policyType],
    (offset, limit, signal) =>
      api.call(endpoints.rules.listAll, {
        query: { offset, limit, policy_type: policyType, is_enabled: 'true', policy_enabled: 'true' },
        signal,
      }),
    REPORT_TABLE_MAX_ROWS,
    isEnabled,
  );
}
