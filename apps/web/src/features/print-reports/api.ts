import { endpoints, type ReportKind, type ReportSection } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';

/** Keys sit under 'print', apart from the pages' own keys. */
const key = (...parts: (string | number)[]) => ['print', ...parts] as const;

/** The report's own object: its failure (401, 403, 404) is the page's, shown by the route's error screen. */
const objectQuery = { throwOnError: (error: Error) => error instanceof ApiError, retry: false } as const;

const MODEL = {
  address: endpoints.reports.addressModel,
  transaction: endpoints.reports.transactionModel,
  customer: endpoints.reports.customerModel,
  case: endpoints.reports.caseModel,
} as const;

/**
 * The assembled report of an object (decision 0090): the server reads the object's calls and words every section;
 * the page only lays it out. `timeZone` is the URL's tz, else the server writes dates in the caller's zone.
 */
export function useReportModel<K extends ReportKind>(
  kind: K,
  id: string | number | undefined,
  sections: readonly ReportSection<K>[],
  timeZone: string | null,
  isEnabled: boolean,
) {
  const entities = sections.join(',');
  return useQuery({
    queryKey: key(kind, id ?? '', 'model', entities, timeZone ?? ''),
    queryFn: ({ signal }) =>
      // The four endpoints differ only in their path and the section keys they accept: one call serves them all.
      api.call(MODEL[kind] as (typeof MODEL)['address'], {
        params: { id: String(id) },
        query: { entities, ...(timeZone ? { tz: timeZone } : {}) },
        signal,
      }),
    enabled: isEnabled && id !== undefined && id !== '',
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
