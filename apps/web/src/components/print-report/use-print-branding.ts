import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { profileQuery } from '../../lib/profile.ts';
import { knownZone, readPrintParams } from './print-params.ts';

export type PrintBranding = {
  isLoaded: boolean;
  organisationName: string | null;
  /** The organisation's report logo, else its brand logo. */
  logo: string | null;
  /** The dates' zone: the URL's tz, else the profile's, else the browser's (undefined). */
  timeZone: string | undefined;
  workspace: string;
  workspaceName: string | null;
  canAccessCustomers: boolean;
  /**
   * The plan includes reports (the profile's can_generate_report). Unknown with an API key (no profile): the page's
   * own calls decide then.
   */
  canGenerateReport: boolean;
};

/**
 * The branding of a report page from the caller's profile. An API key may not read the profile (account routes
 * refuse keys): the page then goes without the organisation's name and logo. A refused token (401) is the
 * report's failure: the route's error screen says so.
 */
export function usePrintBranding(): PrintBranding {
  const [search] = useSearchParams();
  const params = readPrintParams(search);
  const profile = useQuery({
    ...profileQuery,
    throwOnError: (error) => error instanceof ApiError && error.status === 401,
  });
  const data = profile.data;
  const workspace = params.workspace ?? '';
  return {
    isLoaded: !profile.isPending,
    organisationName: data?.organization ?? null,
    logo: data?.organization_brand_report_logo || data?.organization_brand_logo || null,
    timeZone: params.timeZone ?? knownZone(data?.timezone) ?? undefined,
    workspace,
    workspaceName: data?.workspaces.find((w) => w.slug === workspace)?.name ?? null,
    canAccessCustomers: data?.can_access_customers ?? true,
    canGenerateReport: data?.can_generate_report ?? true,
  };
}
