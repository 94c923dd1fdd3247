import { useEffect, useState } from 'react';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** The key of a list's filters in local storage: one entry per list and workspace (spec part 3 §9). */
export function filtersKey(list: string, workspace: string | null): string {
  return `filters:${workspace ?? '-'}:${list}`;
}

function read<T extends object>(key: string, defaults: T): T {
  try {
    const raw = localStorage.getItem(key);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    // Only keys the list knows are taken back, so an old or edited entry cannot inject others.
    if (!stored || typeof stored !== 'object') return defaults;
    const known = Object.keys(defaults);
    const picked = Object.fromEntries(Object.entries(stored).filter(([k]) => known.includes(k)));
    return { ...defaults, ...picked };
  } catch {
    return defaults;
  }
}

/** A list's filters, kept per workspace in local browser storage. */
export function useStoredFilters<T extends object>(list: string, defaults: T) {
  const key = filtersKey(list, useWorkspaceSlug());
  const [state, setState] = useState(() => ({ key, filters: read(key, defaults) }));
  // Another workspace: its own stored filters, never the previous workspace's.
  const current = state.key === key ? state : { key, filters: read(key, defaults) };
  if (current !== state) setState(current);
  useEffect(() => {
    localStorage.setItem(current.key, JSON.stringify(current.filters));
  }, [current]);
  const setFilters = (next: T | ((previous: T) => T)) =>
    setState((s) => ({ key: s.key, filters: typeof next === 'function' ? next(s.filters) : next }));
  return [current.filters, setFilters] as const;
}
