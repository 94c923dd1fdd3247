import type { AlertListTab, AlertTabCounts } from '@riskscreen/shared';
import type { SavedAlertFilters } from './alert-filters.ts';

/** The tabs left to right (spec part 3 §2.3); All is the default. */
export const ALERT_TABS: readonly { value: AlertListTab; label: string }[] = [
  { value: 'assigned_to_me', label: 'Assigned to me' },
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'closed', label: 'Closed' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'all', label: 'All' },
];
export const DEFAULT_TAB: AlertListTab = 'all';

/** Tabs by workflow stage category: a stage filter makes them meaningless. */
const STATUS_TABS: readonly AlertListTab[] = ['open', 'in_progress', 'closed'];
/** Tabs by assignee: an assignee filter makes them meaningless. */
const ASSIGNMENT_TABS: readonly AlertListTab[] = ['assigned_to_me', 'unassigned'];

/** Whether the filters hide the tab (a status tab under a stage filter, an assignment tab under an assignee one). */
export function isHiddenByFilters(tab: AlertListTab, filters: SavedAlertFilters): boolean {
  if (filters.status.length > 0 && STATUS_TABS.includes(tab)) return true;
  return filters.assigned_to !== null && ASSIGNMENT_TABS.includes(tab);
}

/**
 * The tabs shown: a tab the filters hide never; a tab with no alerts not either, unless it is the selected one.
 * While the counts load every tab the filters allow is shown.
 */
export function visibleTabs(
  counts: AlertTabCounts | undefined,
  filters: SavedAlertFilters,
  selected: AlertListTab,
): AlertListTab[] {
  return ALERT_TABS.map((tab) => tab.value).filter((tab) => {
    if (isHiddenByFilters(tab, filters)) return false;
    return tab === selected || counts === undefined || counts[tab] > 0;
  });
}

/** A filter change that hides the selected tab goes back to All, so the list never sits on a hidden tab. */
export function tabAfter(selected: AlertListTab, filters: SavedAlertFilters): AlertListTab {
  return isHiddenByFilters(selected, filters) ? DEFAULT_TAB : selected;
}
