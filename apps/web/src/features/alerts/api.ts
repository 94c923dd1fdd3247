import { useDebouncedValue } from '@mantine/hooks';
import { type AlertListItem, endpoints, PAGE_SIZE, TIMERS_MS } from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ListSelection } from '../../lib/list-selection.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { type AlertFilters, filterQuery } from './alert-filters.ts';

/** The list, its tab counts and anything else a bulk update changes sit under this key. */
const ALERT_LIST_KEY = 'alert-list';

/** One page (1-based) of the workspace's alerts in the filters' tab, 20 rows (spec part 3 §9). */
export function useAlertList(filters: AlertFilters, page: number) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [ALERT_LIST_KEY, workspace, 'page', filters, page],
    queryFn: ({ signal }) =>
      api.call(endpoints.alertList.list, {
        query: {
          ...filterQuery(filters),
          tab: filters.tab,
          offset: (page - 1) * PAGE_SIZE.list,
          limit: PAGE_SIZE.list,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many alerts each tab holds under the filters and search (the tab itself aside). */
export function useAlertTabCounts(filters: AlertFilters) {
  const workspace = useWorkspaceSlug();
  const query = filterQuery(filters);
  return useQuery({
    queryKey: [ALERT_LIST_KEY, workspace, 'tab-counts', query],
    queryFn: ({ signal }) => api.call(endpoints.alertList.tabCounts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The workspace's workflow stages (the status filter, the Update Status dialog). */
export function useWorkflowStages() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['workflow-stages', workspace],
    queryFn: ({ signal }) => api.call(endpoints.alerts.workflowStages, { signal }),
  });
}

/**
 * The workspace's members matching the typed text, asked for once typing pauses (spec part 3 §5: 500 ms): the
 * active ones to assign to, all of them to filter by.
 */
export function useMembersLite(search: string, isActiveOnly: boolean) {
  const workspace = useWorkspaceSlug();
  const [q] = useDebouncedValue(search.trim(), TIMERS_MS.assigneeSearchDebounce);
  return useQuery({
    queryKey: ['members-lite', workspace, q, isActiveOnly],
    queryFn: ({ signal }) =>
      api.call(endpoints.alertList.membersLite, {
        query: { q: q || undefined, is_active: isActiveOnly ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Most rules the Rule filter offers (spec part 3 §9: rule name list limit 500). */
const RULE_CHOICES_LIMIT = PAGE_SIZE.ruleNames;

/** The workspace's rules of every type for the Rule filter; under the policies' rules key, so edits refresh it. */
export function useAlertRuleChoices() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['policies', workspace, 'rules', 'alert-filter'],
    queryFn: ({ signal }) =>
      api.call(endpoints.rules.listAll, { query: { offset: 0, limit: RULE_CHOICES_LIMIT }, signal }),
    select: (page) => page.results,
  });
}

/** A bulk change: a stage, an assignee (null: nobody), always with a comment (HTML). */
export type BulkChange = {
  updated_status?: number;
  updated_assigned_to?: number | null;
  comment: { body: string };
};

/** Which alerts a bulk update acts on: the ticked ids, or (all matching) the filters, search and tab. */
export function selectionQuery(
  selection: ListSelection<AlertListItem>,
  filters: AlertFilters,
): Record<string, string | null> {
  if (selection.mode === 'rows') return { ids: [...selection.rows.keys()].join(',') };
  return { ...filterQuery(filters), tab: filters.tab };
}

/**
 * Download: queue an export of the ticked alerts, or (all matching) of every alert the filters, search and tab
 * match, with the explicit all_matching flag (without ids or the flag the server exports none: decision 0043).
 */
export async function downloadSelection(
  selection: ListSelection<AlertListItem>,
  filters: AlertFilters,
  format: 'csv' | 'xlsx' = 'csv',
): Promise<void> {
  const query =
    selection.mode === 'rows'
      ? { ids: [...selection.rows.keys()].join(','), tab: 'all' }
      : { ...filterQuery(filters), tab: filters.tab, all_matching: 'true' };
  await api.call(endpoints.alertList.export, { query: { ...query, format } });
  notifyDownloadQueued();
}

/** Updates the selected alerts; afterwards the list and the tab counts are read again. */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      selection,
      filters,
      change,
    }: {
      selection: ListSelection<AlertListItem>;
      filters: AlertFilters;
      change: BulkChange;
    }) =>
      api.call(endpoints.alertWorkflow.bulkUpdate, {
        query: selectionQuery(selection, filters),
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ALERT_LIST_KEY] }),
  });
}
