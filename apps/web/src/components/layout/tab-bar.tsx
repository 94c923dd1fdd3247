import { Tabs } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { LAYOUT } from '@riskscreen/shared';
import { useLocation, useNavigate } from 'react-router';
import { useWorkspaceSlug, withWorkspace } from '../../lib/workspace.ts';

export const TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'alerts', label: 'Alerts' },
  { value: 'addresses', label: 'Addresses' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'customers', label: 'Customers' },
  { value: 'cases', label: 'Cases' },
] as const;

/** Whether the user turned the tab bar on; kept in local storage (hidden by default). */
export function useTabBarPreference() {
  return useLocalStorage<boolean>({
    key: 'rs.tabBar.visible',
    // Shown until the user hides it: a first screen must offer a way to go somewhere (decision 0022).
    defaultValue: true,
    getInitialValueInEffect: false,
  });
}

/** On the search page: the searched type and how many results each tab has. */
export type TabCounts = { type: string; counts: Partial<Record<string, number>> };

/**
 * The dashboard tab bar, 54.9 px high. With `search` (on the search page) only the tabs with results show, each
 * with its count, and their links carry the search type.
 */
export function TabBar({ search }: { search: TabCounts | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const workspace = useWorkspaceSlug();
  const section = location.pathname.split('/')[1] ?? '';
  const active = TABS.some((t) => t.value === section) ? section : null;
  const tabs = search ? TABS.filter((t) => (search.counts[t.value] ?? 0) > 0) : TABS;
  const linkOf = (value: string) => (search ? `/${value}?search_entity_type=${search.type}` : `/${value}`);
  return (
    <Tabs
      value={active}
      onChange={(value) => value && navigate(withWorkspace(linkOf(value), workspace))}
      h={LAYOUT.tabBarHeight}
      px="md"
      data-testid="tab-bar"
      styles={{ list: { height: LAYOUT.tabBarHeight, flexWrap: 'nowrap' }, tab: { height: '100%' } }}
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {search ? `${t.label} (${search.counts[t.value]})` : t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
