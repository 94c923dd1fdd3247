import { ALERT_LIST_TABS, type AlertListTab } from '@riskscreen/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from '../../components/entity-list/entity-list-page.tsx';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { type AlertFilters, loadFilters, type SavedAlertFilters, saveFilters } from './alert-filters.ts';
import { DEFAULT_TAB, tabAfter } from './alert-tabs.ts';

type Unsaved = { workspace: string | null; q: string; tab: AlertListTab; page: number };

/** A tab a link into the list names (`?tab=closed`, the dashboard's alert cards); read once, then dropped. */
const TAB_PARAM = 'tab';

function linkedTab(params: URLSearchParams): AlertListTab | null {
  const tab = params.get(TAB_PARAM);
  return ALERT_LIST_TABS.find((t) => t === tab) ?? null;
}

/**
 * The alert list's state: the panel's filters saved per workspace in the browser, the search, the tab (All first,
 * or the one a link names) and the page kept for the visit. Another workspace starts with its own saved filters,
 * no search, All, page 1.
 */
export function useAlertListState(): ListState<AlertFilters> {
  const workspace = useWorkspaceSlug();
  const [params, setParams] = useSearchParams();
  const linked = linkedTab(params);
  const fresh = (): Unsaved => ({ workspace, q: '', tab: DEFAULT_TAB, page: 1 });
  const [state, setState] = useState<Unsaved & { saved: SavedAlertFilters }>(() => {
    const saved = loadFilters(workspace);
    return { ...fresh(), tab: tabAfter(linked ?? DEFAULT_TAB, saved), saved };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link; `linked` is the only input.
  useEffect(() => {
    if (!linked) return;
    setState((current) => ({ ...current, tab: tabAfter(linked, current.saved), page: 1 }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked]);
  const current = state.workspace === workspace ? state : { ...fresh(), saved: loadFilters(workspace) };
  const filters: AlertFilters = { ...current.saved, q: current.q, tab: current.tab };
  const setFilters = (patch: Partial<AlertFilters>) => {
    const { q = current.q, tab = current.tab, ...savedPatch } = patch;
    // A change applies to the filters as saved now (not as this render saw them), so quick changes add up.
    const saved = { ...loadFilters(workspace), ...savedPatch };
    saveFilters(workspace, saved);
    setState({ workspace, q, tab: tabAfter(tab, saved), page: 1, saved });
  };
  const setPage = (page: number) => setState({ ...current, page });
  return { filters, page: current.page, setFilters, setPage, scope: workspace };
}
