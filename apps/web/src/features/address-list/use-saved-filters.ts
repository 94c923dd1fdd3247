import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AddressListFilters, linkedFilters, loadFilters, saveFilters } from './list-filters.ts';

/** Parameters a link into the list may carry (the dashboard's pies); read once, then taken out of the URL. */
const LINK_PARAMS = ['risk_level', 'tab'] as const;

/**
 * The address list's filters of this workspace: read from local storage, saved on every change. A link that
 * names risk levels (`?risk_level=5,4`) opens the list filtered by them alone, and they become the saved filters.
 */
export function useSavedFilters(workspace: string | null) {
  const [params, setParams] = useSearchParams();
  const linked = linkedFilters(params);
  const [state, setState] = useState(() => {
    if (linked) saveFilters(workspace, linked);
    return { workspace, filters: loadFilters(workspace) };
  });
  const linkKey = linked ? JSON.stringify(linked) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link; linkKey stands for `linked`.
  useEffect(() => {
    if (!linked) return;
    saveFilters(workspace, linked);
    setState({ workspace, filters: linked });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of LINK_PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [linkKey, workspace]);
  // Another workspace was chosen: show its own saved filters.
  const filters = state.workspace === workspace ? state.filters : loadFilters(workspace);
  // A change applies to the filters as saved now (not as this render saw them), so quick successive changes add up.
  const setFilters = (patch: Partial<AddressListFilters>) => {
    const next = { ...loadFilters(workspace), ...patch };
    saveFilters(workspace, next);
    setState({ workspace, filters: next });
  };
  return [filters, setFilters] as const;
}
