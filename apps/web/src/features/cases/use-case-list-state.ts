import type { CaseListTab } from '@riskscreen/shared';
import { useState } from 'react';
import type { ListState } from '../../components/entity-list/entity-list-page.tsx';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { type CaseFilters, loadFilters, type SavedCaseFilters, saveFilters } from './case-filters.ts';
import { DEFAULT_TAB } from './case-tabs.ts';

type Unsaved = { workspace: string | null; q: string; tab: CaseListTab; page: number };

/**
 * The case list's state: the panel's filters saved per workspace in the browser, the search, the tab (All Cases
 * first) and the page kept for the visit. Another workspace starts with its own saved filters.
 */
export function useCaseListState(): ListState<CaseFilters> {
  const workspace = useWorkspaceSlug();
  const fresh = (): Unsaved => ({ workspace, q: '', tab: DEFAULT_TAB, page: 1 });
  const [state, setState] = useState<Unsaved & { saved: SavedCaseFilters }>(() => ({
    ...fresh(),
    saved: loadFilters(workspace),
  }));
  const current = state.workspace === workspace ? state : { ...fresh(), saved: loadFilters(workspace) };
  const filters: CaseFilters = { ...current.saved, q: current.q, tab: current.tab };
  const setFilters = (patch: Partial<CaseFilters>) => {
    const { q = current.q, tab = current.tab, ...savedPatch } = patch;
    // A change applies to the filters as saved now (not as this render saw them), so quick changes add up.
    const saved = { ...loadFilters(workspace), ...savedPatch };
    saveFilters(workspace, saved);
    setState({ workspace, q, tab, page: 1, saved });
  };
  const setPage = (page: number) => setState({ ...current, page });
  return { filters, page: current.page, setFilters, setPage, scope: workspace };
}
