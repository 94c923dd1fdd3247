import { useCallback, useState } from 'react';

/**
 * The selection of an entity list (spec part 2 §2, Lists): single rows, every row of the page, or all results
 * matching the filters (then the filters are sent instead of ids). Rows are kept with their ids so a selection
 * spanning several pages can still be shown and exported.
 */
export type ListSelection<T> = { mode: 'rows'; rows: ReadonlyMap<number, T> } | { mode: 'all' };

/** Nothing selected (a fresh map each time, so no caller can share one). */
export function noSelection<T>(): ListSelection<T> {
  return { mode: 'rows', rows: new Map<number, T>() };
}

export type PageState = 'none' | 'some' | 'all';

export function isRowSelected<T>(selection: ListSelection<T>, id: number): boolean {
  return selection.mode === 'all' || selection.rows.has(id);
}

/** Selecting a row while all matching results are selected narrows the selection to this page minus the row. */
export function toggleRow<T>(
  selection: ListSelection<T>,
  row: T,
  idOf: (row: T) => number,
  pageRows: readonly T[],
): ListSelection<T> {
  const id = idOf(row);
  const rows =
    selection.mode === 'all' ? new Map(pageRows.map((r) => [idOf(r), r])) : new Map(selection.rows);
  if (rows.has(id)) rows.delete(id);
  else rows.set(id, row);
  return { mode: 'rows', rows };
}

/** Tick every row of the page, or untick them all when they already are. */
export function togglePage<T>(
  selection: ListSelection<T>,
  pageRows: readonly T[],
  idOf: (row: T) => number,
): ListSelection<T> {
  if (selection.mode === 'all') return noSelection<T>();
  const rows = new Map(selection.rows);
  if (pageState(selection, pageRows, idOf) === 'all') {
    for (const r of pageRows) rows.delete(idOf(r));
  } else {
    for (const r of pageRows) rows.set(idOf(r), r);
  }
  return { mode: 'rows', rows };
}

export function pageState<T>(
  selection: ListSelection<T>,
  pageRows: readonly T[],
  idOf: (row: T) => number,
): PageState {
  if (pageRows.length === 0) return 'none';
  if (selection.mode === 'all') return 'all';
  const ticked = pageRows.filter((r) => selection.rows.has(idOf(r))).length;
  if (ticked === 0) return 'none';
  return ticked === pageRows.length ? 'all' : 'some';
}

/** How many rows the selection names: the ticked rows, or every matching row. */
export function selectedCount<T>(selection: ListSelection<T>, total: number): number {
  return selection.mode === 'all' ? total : selection.rows.size;
}

/** The selection state of a list; it is cleared whenever `resetKey` (the filters) changes. */
export function useListSelection<T>(idOf: (row: T) => number, resetKey: string) {
  const [state, setState] = useState<{ key: string; selection: ListSelection<T> }>({
    key: resetKey,
    selection: noSelection<T>(),
  });
  // Filters changed: the old selection no longer describes what the list shows.
  const selection = state.key === resetKey ? state.selection : noSelection<T>();
  const set = useCallback(
    (next: ListSelection<T>) => setState({ key: resetKey, selection: next }),
    [resetKey],
  );
  return {
    selection,
    toggleRow: (row: T, pageRows: readonly T[]) => set(toggleRow(selection, row, idOf, pageRows)),
    togglePage: (pageRows: readonly T[]) => set(togglePage(selection, pageRows, idOf)),
    selectAllMatching: () => set({ mode: 'all' }),
    clear: () => set(noSelection<T>()),
  };
}
