import { routes } from '../../lib/routes.ts';
import { withWorkspace } from '../../lib/workspace.ts';

/**
 * Where the dashboard's cards and pies lead (spec part 1 §2 'Dashboard'). The lists read these parameters on
 * arrival: the alert list its tab, the address list its risk levels (then kept in its saved filters), the
 * transaction and customer lists their filters from the query string.
 */
export type PendingKind = 'addresses' | 'transactions' | 'customers';

/** Every risk level a pending object can have, highest first (spec: risk_level=5,4,3,2,1). */
export const PENDING_LEVELS = [5, 4, 3, 2, 1] as const;

const LIST_TAB: Record<PendingKind, string> = {
  addresses: 'all_addresses',
  transactions: 'all_transactions',
  customers: 'all_customers',
};

/** The list of the pending objects of a kind: one level (a slice) or all of them (the widget). */
export function pendingListLink(kind: PendingKind, workspace: string | null, level?: number): string {
  const params = new URLSearchParams({
    risk_level: level === undefined ? PENDING_LEVELS.join(',') : String(level),
    tab: LIST_TAB[kind],
  });
  return withWorkspace(`/${kind}?${params.toString()}`, workspace);
}

/**
 * The alert cards' tabs. The specification numbers them as the original tab bar did (Created: 4, Closed: 3,
 * Opened: 0); this alert list names its tabs, so the links carry the names: All, Closed, Open.
 */
export type AlertCard = 'created' | 'closed' | 'opened';
const ALERT_TAB: Record<AlertCard, string> = { created: 'all', closed: 'closed', opened: 'open' };

export function alertListLink(card: AlertCard, workspace: string | null): string {
  return withWorkspace(routes.alerts({ tab: ALERT_TAB[card] }), workspace);
}
