import type { CaseListTab } from '@riskscreen/shared';
import type { ListState } from '../../components/entity-list/entity-list-page.tsx';
import { useTabbedListState } from '../../components/entity-list/use-tabbed-list-state.ts';
import { type CaseFilters, loadFilters, saveFilters } from './case-filters.ts';
import { DEFAULT_TAB } from './case-tabs.ts';

/**
 * The case list's state: the panel's filters saved per workspace in the browser, the search, the tab (All Cases
 * first) and the page kept for the visit. Another workspace starts with its own saved filters.
 */
export function useCaseListState(): ListState<CaseFilters> {
  return useTabbedListState<CaseListTab, ReturnType<typeof loadFilters>>({
    load: loadFilters,
    save: saveFilters,
    defaultTab: DEFAULT_TAB,
  });
}
