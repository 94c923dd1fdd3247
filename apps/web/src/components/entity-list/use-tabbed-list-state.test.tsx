import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabbedListState } from './use-tabbed-list-state.ts';

type Tab = 'all' | 'mine' | 'closed';
type Saved = { status: string[] };

const STORE_KEY = (workspace: string | null) => `test-filters:${workspace}`;
const load = (workspace: string | null): Saved =>
  JSON.parse(localStorage.getItem(STORE_KEY(workspace)) ?? '{"status":[]}') as Saved;
const save = (workspace: string | null, saved: Saved) =>
  localStorage.setItem(STORE_KEY(workspace), JSON.stringify(saved));

function wrapperAt(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
}

function renderState(settleTab?: (tab: Tab, saved: Saved) => Tab) {
  return renderHook(() => useTabbedListState<Tab, Saved>({ load, save, defaultTab: 'all', settleTab }), {
    wrapper: wrapperAt('/cases?workspace=demo'),
  });
}

afterEach(() => localStorage.clear());

describe('a tabbed list state', () => {
  it('keeps a tab change and a search made from the same render (a search typed while the tab lands)', () => {
    const { result } = renderState();
    // Both handlers come from one render, as a click and a debounced search do before the list re-renders.
    const { setFilters } = result.current;
    act(() => {
      setFilters({ tab: 'mine' });
      setFilters({ q: 'acme' });
    });
    expect(result.current.filters).toMatchObject({ tab: 'mine', q: 'acme' });
    act(() => {
      const stale = result.current.setFilters;
      stale({ q: 'globex' });
      stale({ tab: 'closed' });
    });
    expect(result.current.filters).toMatchObject({ tab: 'closed', q: 'globex' });
  });

  it('adds quick filter changes up, saves them for the workspace and starts each change on page 1', () => {
    const { result } = renderState();
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    const { setFilters, setPage } = result.current;
    act(() => {
      setFilters({ status: ['open'] });
      setFilters({ q: 'x1' });
      setPage(2);
    });
    expect(result.current.filters).toMatchObject({ status: ['open'], q: 'x1', tab: 'all' });
    expect(result.current.page).toBe(2);
    expect(load('demo')).toEqual({ status: ['open'] });
    act(() => result.current.setFilters({ tab: 'mine' }));
    expect(result.current.page).toBe(1);
  });

  it('moves off a tab the filters hide, on a filter change and on a tab shown from a link', () => {
    const hidesMine = (tab: Tab, saved: Saved): Tab =>
      tab === 'mine' && saved.status.includes('closed') ? 'all' : tab;
    const { result } = renderState(hidesMine);
    act(() => result.current.setFilters({ tab: 'mine' }));
    expect(result.current.filters.tab).toBe('mine');
    act(() => result.current.setFilters({ status: ['closed'] }));
    expect(result.current.filters.tab).toBe('all');
    act(() => result.current.showTab('mine'));
    expect(result.current.filters.tab).toBe('all');
    act(() => result.current.showTab('closed'));
    expect(result.current.filters.tab).toBe('closed');
  });
});
