import { ALERT_LIST_TABS, type AlertListTab } from '@riskscreen/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from '../../components/entity-list/entity-list-page.tsx';
import { useTabbedListState } from '../../components/entity-list/use-tabbed-list-state.ts';
import { type AlertFilters, loadFilters, type SavedAlertFilters, saveFilters } from './alert-filters.ts';
import { DEFAULT_TAB, tabAfter } from './alert-tabs.ts';

/** A tab a link into the list names (`?tab=closed`, the dashboard's alert cards); read once, then dropped. */
const TAB_PARAM = 'tab';

function linkedTab(params: URLSearchParams): AlertListTab | null {
  const tab = params.get(TAB_PARAM);
  return ALERT_LIST_TABS.find((t) => t === tab) ?? null;
}

/**
 * The alert list's state: the panel's filters saved per workspace in the browser, the search, the tab (All first,
 * or the one a link names; a tab the filters hide gives way to All) and the page kept for the visit. Another
 * workspace starts with its own saved filters, no search, All, page 1.
 */
export function useAlertListState(): ListState<AlertFilters> {
  const [params, setParams] = useSearchParams();
  const linked = linkedTab(params);
  const { showTab, ...state } = useTabbedListState<AlertListTab, SavedAlertFilters>({
    load: loadFilters,
    save: saveFilters,
    defaultTab: DEFAULT_TAB,
    settleTab: tabAfter,
    firstTab: (saved) => tabAfter(linked ?? DEFAULT_TAB, saved),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link; `linked` is the only input.
  useEffect(() => {
    if (!linked) return;
    showTab(linked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked]);
  return state;
}
