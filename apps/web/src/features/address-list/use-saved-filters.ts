import { useState } from 'react';
import { type AddressListFilters, loadFilters, saveFilters } from './list-filters.ts';

/** The address list's filters of this workspace: read from local storage, saved on every change. */
export function useSavedFilters(workspace: string | null) {
  const [state, setState] = useState(() => ({ workspace, filters: loadFilters(workspace) }));
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
