import type { AlertListItem, AlertListTab } from '@riskscreen/shared';
import { ALERT_SEARCH_MIN_LENGTH, LIMITS, TIMERS_MS } from '@riskscreen/shared';
import { type EntityListConfig, EntityListPage } from '../../../components/entity-list/entity-list-page.tsx';
import type { ListTab } from '../../../components/entity-list/list-tabs.tsx';
import type { AlertFilters } from '../alert-filters.ts';
import { ALERT_TABS, visibleTabs } from '../alert-tabs.ts';
import { downloadSelection, useAlertList, useAlertTabCounts } from '../api.ts';
import { ALERTS_EMPTY, EXPORT_FAILED } from '../messages.ts';
import { useOpenAlert } from '../open-alert.ts';
import { useAlertListState } from '../use-alert-list-state.ts';
import { AlertBulkActions } from './alert-bulk-actions.tsx';
import { alertColumns } from './alert-columns.tsx';
import { AlertFilterBar } from './alert-filter-bar.tsx';

/** The tabs the rules show for these filters, with their counts. */
function useAlertTabs(filters: AlertFilters): ListTab[] {
  const counts = useAlertTabCounts(filters).data;
  const shown = new Set(visibleTabs(counts, filters, filters.tab));
  return ALERT_TABS.filter((tab) => shown.has(tab.value)).map((tab) => ({
    ...tab,
    count: counts?.[tab.value],
  }));
}

/**
 * The alert queue (/alerts, spec part 3 §2.3): tabs with counts, a search box, the filter panel saved per
 * workspace, selection with the bulk Assign and Update Status and the Download (CSV or XLSX, queued); a row opens
 * the alert on its entity's page.
 * The page itself is the shared entity list (components/entity-list/entity-list-page.tsx); this is its config.
 */
const alertList: EntityListConfig<AlertListItem, AlertFilters> = {
  title: 'Alerts',
  testId: 'alert-list',
  emptyHint: ALERTS_EMPTY,
  exportFailed: EXPORT_FAILED,
  columns: alertColumns,
  FilterBar: AlertFilterBar,
  useListState: useAlertListState,
  useRows: useAlertList,
  download: downloadSelection,
  useOpenRow: useOpenAlert,
  tabs: {
    useTabs: useAlertTabs,
    valueOf: (filters) => filters.tab,
    select: (value) => ({ tab: value as AlertListTab }),
  },
  search: {
    label: 'Search alerts',
    placeholder: 'Alert ID, identifier, customer ID or rule name',
    minLength: ALERT_SEARCH_MIN_LENGTH,
    debounceMs: TIMERS_MS.searchDebounce,
  },
  BulkActions: AlertBulkActions,
  selectAllLimit: LIMITS.selectAllMaxCount,
};

export function AlertListPage() {
  return <EntityListPage config={alertList} />;
}
