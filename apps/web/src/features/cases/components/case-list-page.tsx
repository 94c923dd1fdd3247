import type { CaseListItem, CaseListTab } from '@riskscreen/shared';
import { CASE_SEARCH_MIN_LENGTH, LIMITS, TIMERS_MS } from '@riskscreen/shared';
import { type EntityListConfig, EntityListPage } from '../../../components/entity-list/entity-list-page.tsx';
import type { ListTab } from '../../../components/entity-list/list-tabs.tsx';
import { downloadSelection, useCaseList, useCaseTabCounts } from '../api.ts';
import type { CaseFilters } from '../case-filters.ts';
import { CASE_TABS } from '../case-tabs.ts';
import { CASES_EMPTY, EXPORT_FAILED } from '../messages.ts';
import { useOpenCase } from '../open-case.ts';
import { useCaseListState } from '../use-case-list-state.ts';
import { AddCaseButton } from './add-case-button.tsx';
import { CaseBulkActions } from './case-bulk-actions.tsx';
import { caseColumns } from './case-columns.tsx';
import { CaseFilterBar } from './case-filter-bar.tsx';

/** The four tabs, each with its count under the filters. */
function useCaseTabs(filters: CaseFilters): ListTab[] {
  const counts = useCaseTabCounts(filters).data;
  return CASE_TABS.map((tab) => ({ ...tab, count: counts?.[tab.value] }));
}

/**
 * The case list (/cases, spec part 3 §2.5): tabs with counts, a search box, the filter panel saved per workspace,
 * selection (rows, page, all matching) with the bulk actions and the download; a row opens the case.
 */
const caseList: EntityListConfig<CaseListItem, CaseFilters> = {
  title: 'Cases',
  testId: 'case-list',
  emptyHint: CASES_EMPTY,
  exportFailed: EXPORT_FAILED,
  columns: caseColumns,
  FilterBar: CaseFilterBar,
  useListState: useCaseListState,
  useRows: useCaseList,
  download: downloadSelection,
  useOpenRow: useOpenCase,
  tabs: {
    useTabs: useCaseTabs,
    valueOf: (filters) => filters.tab,
    select: (value) => ({ tab: value as CaseListTab }),
  },
  search: {
    label: 'Search cases',
    placeholder: 'Case ID or name',
    minLength: CASE_SEARCH_MIN_LENGTH,
    debounceMs: TIMERS_MS.searchDebounce,
  },
  BulkActions: CaseBulkActions,
  selectAllLimit: LIMITS.selectAllMaxCount,
  HeaderActions: AddCaseButton,
};

export function CaseListPage() {
  return <EntityListPage config={caseList} />;
}
