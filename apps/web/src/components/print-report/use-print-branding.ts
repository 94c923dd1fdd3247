import { endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError, api } from '../../lib/api-client.ts';
import { knownZone, readPrintParams } from './print-params.ts';

export type PrintBranding = {
  isLoaded: boolean;
  organisationName: string | null;
  /** The organisation's report logo, else its brand logo. */
  logo: string | null;
  /** The dates' zone: the URL's tz, else the caller's, else the browser's (undefined). */
  timeZone: string | undefined;
  workspace: string;
  workspaceName: string | null;
  canAccessCustomers: boolean;
  /** The plan includes reports (can_generate_report); until the branding answers, assumed. */
  canGenerateReport: boolean;
};

/**
 * The branding of a report page, from the workspace's report branding call, which answers a token and an API key
 * alike. A refused credential (401) is the report's failure: the route's error screen says so; any other failure
 * leaves the page without the organisation's name and logo.
 */
export function usePrintBranding(): PrintBranding {
  const [search] = useSearchParams();
  const params = readPrintParams(search);
  const workspace = params.workspace ?? '';
  const branding = useQuery({
    queryKey: ['print', 'branding', workspace],
    queryFn: ({ signal }) => api.call(endpoints.reports.branding, { signal }),
    retry: false,
    throwOnError: (error) => error instanceof ApiError && error.status === 401,
  });
  const data = branding.data;
  return {
    isLoaded: !branding.isPending,
    organisationName: data?.organization ?? null,
    logo: data?.organization_brand_report_logo || data?.organization_brand_logo || null,
    timeZone: params.timeZone ?? knownZone(data?.timezone) ?? undefined,
    workspace,
    workspaceName: data?.workspace_name ?? null,
    canAccessCustomers: data?.can_access_customers ?? true,
    canGenerateReport: data?.can_generate_report ?? true,
  };
}
