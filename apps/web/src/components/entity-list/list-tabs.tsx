import { Badge, Group, Tabs } from '@mantine/core';
import { groupDigits } from '../../lib/format.ts';

/** One tab above a list's table: a slice of the matching rows, with how many it holds (undefined while counting). */
export type ListTab = { value: string; label: string; count: number | undefined };

/** What makes a list tabbed; the tab is one of the list's filters, so choosing one clears the selection too. */
export type ListTabsConfig<Filters> = {
  /** The tabs to show for these filters, left to right (a list hides the ones its rules say to hide). */
  useTabs: (filters: Filters) => ListTab[];
  valueOf: (filters: Filters) => string;
  /** The filter change that chooses the tab. */
  select: (value: string) => Partial<Filters>;
};

type Props = { tabs: ListTab[]; value: string; onChange: (value: string) => void };

/** The tab bar above a list's table, each tab with its count. */
export function ListTabs({ tabs, value, onChange }: Props) {
  return (
    <Tabs value={value} onChange={(next) => next && next !== value && onChange(next)} data-testid="list-tabs">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} data-testid={`list-tab-${tab.value}`}>
            <Group gap={6} wrap="nowrap">
              {tab.label}
              {tab.count !== undefined && (
                <Badge
                  size="sm"
                  variant={tab.value === value ? 'filled' : 'light'}
                  color={tab.value === value ? undefined : 'gray'}
                  data-testid="list-tab-count"
                >
                  {groupDigits(tab.count)}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** Calls the list's tabs hook (a component of its own, so lists without tabs call no hook). */
export function ListTabsBar<Filters>({
  config,
  filters,
  onChange,
}: {
  config: ListTabsConfig<Filters>;
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const tabs = config.useTabs(filters);
  return (
    <ListTabs
      tabs={tabs}
      value={config.valueOf(filters)}
      onChange={(value) => onChange(config.select(value))}
    />
  );
}
