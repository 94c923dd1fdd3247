import type { PageCredentials } from '../../lib/api-client.ts';

/**
 * What a printable report page reads from its URL (spec part 1 §2, part 2 §1): the credentials (token: an access
 * token; api_key: an API key) and workspace, the time zone of its dates (tz), and whether to open the print dialog
 * (print=0 keeps it closed, for a look at the page).
 */
export type PrintParams = {
  credentials: PageCredentials | null;
  workspace: string | null;
  timeZone: string | null;
  autoPrint: boolean;
};

/** The query parameters that carry a credential: read once, then taken out of the address bar. */
export const CREDENTIAL_PARAMETERS = ['token', 'api_key'] as const;

export function readPrintParams(search: URLSearchParams): PrintParams {
  const token = search.get('token')?.trim();
  const apiKey = search.get('api_key')?.trim();
  return {
    credentials: token ? { token } : apiKey ? { apiKey } : null,
    workspace: search.get('workspace')?.trim() || null,
    timeZone: knownZone(search.get('tz')),
    autoPrint: search.get('print') !== '0',
  };
}

/** A time zone name the browser knows; null for none or an unknown one. */
export function knownZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}
