import { type Dispatch, type SetStateAction, useState } from 'react';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import type { ListState } from './entity-list-page.tsx';

/** What a tabbed list keeps for the visit only: its search, its tab and its page, for one workspace. */
type Visit<Tab> = { workspace: string | null; q: string; tab: Tab; page: number };
type Kept<Tab, Saved> = Visit<Tab> & { saved: Saved };

export type TabbedListOptions<Tab extends string, Saved extends object> = {
  /** The panel's filters as saved in the browser for a workspace. */
  load: (workspace: string | null) => Saved;
  save: (workspace: string | null, saved: Saved) => void;
  defaultTab: Tab;
  /** The tab to show once the filters change (a filter may hide the selected tab); the same tab by default. */
  settleTab?: (tab: Tab, saved: Saved) => Tab;
  /** The first visit's tab (a link may name one); the default tab otherwise. */
  firstTab?: (saved: Saved) => Tab;
};

export type TabbedListState<Tab extends string, Saved extends object> = ListState<
  Saved & { q: string; tab: Tab }
> & {
  /** Shows a tab from outside the list's own controls (a link), on the latest state. */
  showTab: (tab: Tab) => void;
};

/**
 * The state of a list with tabs and a search (alerts, cases): the panel's filters saved per workspace in the
 * browser, the search, the tab and the page kept for the visit. Another workspace starts afresh with its own saved
 * filters. Every change is applied to the latest state, not to the one its render saw, so a search applied while a
 * tab change is still landing keeps both.
 */
export function useTabbedListState<Tab extends string, Saved extends object>(
  options: TabbedListOptions<Tab, Saved>,
): TabbedListState<Tab, Saved> {
  const { load, save, defaultTab, settleTab = (tab) => tab, firstTab = () => defaultTab } = options;
  const workspace = useWorkspaceSlug();
  const fresh = (): Kept<Tab, Saved> => ({
    workspace,
    q: '',
    tab: defaultTab,
    page: 1,
    saved: load(workspace),
  });
  const [state, setState] = useState<Kept<Tab, Saved>>(() => {
    const first = fresh();
    return { ...first, tab: firstTab(first.saved) };
  });
  const current = state.workspace === workspace ? state : fresh();
  // Another workspace's visit is not this one's: a change starts from this workspace's fresh state.
  const update: Dispatch<SetStateAction<Kept<Tab, Saved>>> = (next) =>
    setState((latest) => {
      const base = latest.workspace === workspace ? latest : fresh();
      return typeof next === 'function' ? next(base) : next;
    });
  const setFilters = (patch: Partial<Saved & { q: string; tab: Tab }>) => {
    const { q, tab, ...savedPatch } = patch;
    // The saved filters as stored now (not as this render saw them), so that quick changes add up.
    const saved = { ...load(workspace), ...savedPatch } as Saved;
    save(workspace, saved);
    update((latest) => ({
      workspace,
      q: q ?? latest.q,
      tab: settleTab(tab ?? latest.tab, saved),
      page: 1,
      saved,
    }));
  };
  return {
    filters: { ...current.saved, q: current.q, tab: current.tab },
    page: current.page,
    setFilters,
    setPage: (page) => update((latest) => ({ ...latest, page })),
    showTab: (tab) => update((latest) => ({ ...latest, tab: settleTab(tab, latest.saved), page: 1 })),
    scope: workspace,
  };
}
