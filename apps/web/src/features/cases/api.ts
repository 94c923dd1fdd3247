import {
  type CaseAddCustomersBody,
  type CaseAddScreenedBody,
  type CaseBulkUpdateBody,
  type CaseCreateBody,
  type CaseEntityType,
  type CaseListItem,
  type CaseUpdateBody,
  endpoints,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenAlertsChange } from '../../components/entity-list/update-open-alerts-dialog.tsx';
import { api } from '../../lib/api-client.ts';
import type { ListSelection } from '../../lib/list-selection.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { commentKeys } from '../comments/index.ts';
import { type CaseFilters, filterQuery } from './case-filters.ts';

const CASES = endpoints.cases;
/** The list, its tab counts, every case page and its entities and timeline sit under this key. */
export const CASES_KEY = 'cases';

/** One page (1-based) of the workspace's cases in the filters' tab, 20 rows (spec part 3 §9). */
export function useCaseList(filters: CaseFilters, page: number) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [CASES_KEY, workspace, 'list', filters, page],
    queryFn: ({ signal }) =>
      api.call(CASES.list, {
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

/** How many cases each tab holds under the filters and search. */
export function useCaseTabCounts(filters: CaseFilters) {
  const workspace = useWorkspaceSlug();
  const query = filterQuery(filters);
  return useQuery({
    queryKey: [CASES_KEY, workspace, 'tab-counts', query],
    queryFn: ({ signal }) => api.call(CASES.tabCounts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Which cases a bulk call acts on: the ticked ids, or (all matching) the filters, search and tab with the explicit
 * all_matching flag (without ids or the flag the server acts on no case).
 */
export function selectionQuery(
  selection: ListSelection<CaseListItem>,
  filters: CaseFilters,
): Record<string, string | null> {
  if (selection.mode === 'rows') return { ids: [...selection.rows.keys()].join(','), tab: 'all' };
  return { ...filterQuery(filters), tab: filters.tab, all_matching: 'true' };
}

type Selected = { selection: ListSelection<CaseListItem>; filters: CaseFilters };

/** Assign Agent or Change Status of the selected cases; afterwards everything about cases is read again. */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ selection, filters, change }: Selected & { change: CaseBulkUpdateBody }) =>
      api.call(CASES.bulkUpdate, { query: selectionQuery(selection, filters), body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CASES_KEY] }),
  });
}

export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ selection, filters }: Selected) =>
      api.call(CASES.bulkDelete, { query: selectionQuery(selection, filters) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CASES_KEY] }),
  });
}

/** Update Open Alerts of the selected cases: the open alerts of their entities move to one stage. */
export function updateOpenAlerts(
  selection: ListSelection<CaseListItem>,
  filters: CaseFilters,
  change: OpenAlertsChange,
) {
  return api.call(CASES.updateOpenAlerts, { query: selectionQuery(selection, filters), body: change });
}

/** Queue an export of the selection into the Download Manager. */
export async function downloadSelection(
  selection: ListSelection<CaseListItem>,
  filters: CaseFilters,
  format: 'csv' | 'xlsx' = 'csv',
): Promise<void> {
  await api.call(CASES.export, { query: { ...selectionQuery(selection, filters), format } });
  notifyDownloadQueued();
}

export function createCase(body: CaseCreateBody) {
  return api.call(CASES.create, { body });
}

/** The workspace's case agents (case role 2), whom Assign Agent offers. */
export function useCaseAgents(isEnabled = true) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['case-users', workspace, 'agents'],
    queryFn: ({ signal }) => api.call(endpoints.caseSettings.users, { query: { case_role: '2' }, signal }),
    enabled: isEnabled,
  });
}

// The case page.

export const caseKey = (workspace: string | null, id: string) => [CASES_KEY, workspace, 'case', id] as const;

export function useCaseDetail(id: string) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: caseKey(workspace, id),
    queryFn: ({ signal }) => api.call(CASES.detail, { params: { id }, signal }),
  });
}

/** Rename, (un)assign or move the case; the case and the list are read again afterwards. */
export function useUpdateCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseUpdateBody) => api.call(CASES.update, { params: { id }, body }),
    // A refused change (someone moved the case meanwhile) shows the case as it now is, too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CASES_KEY] }),
        // A status change leaves its comment on the case.
        queryClient.invalidateQueries({ queryKey: commentKeys.all('case', id) }),
      ]),
  });
}

export function deleteCase(id: string) {
  return api.call(CASES.delete, { params: { id } });
}

const ENTITY_LIST = {
  addresses: CASES.addresses,
  transactions: CASES.transactions,
  customers: CASES.customers,
} as const;

/** One page (1-based) of the case's addresses, transactions or customers, 25 a page (spec part 2 §9). */
export function useCaseAddresses(id: string, page: number) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [...caseKey(workspace, id), 'addresses', page],
    queryFn: ({ signal }) =>
      api.call(ENTITY_LIST.addresses, { params: { id }, query: pageQuery(page), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseTransactions(id: string, page: number) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [...caseKey(workspace, id), 'transactions', page],
    queryFn: ({ signal }) =>
      api.call(ENTITY_LIST.transactions, { params: { id }, query: pageQuery(page), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseCustomers(id: string, page: number, isEnabled: boolean) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [...caseKey(workspace, id), 'customers', page],
    queryFn: ({ signal }) =>
      api.call(ENTITY_LIST.customers, { params: { id }, query: pageQuery(page), signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

const pageQuery = (page: number) => ({
  offset: (page - 1) * PAGE_SIZE.caseEntities,
  limit: PAGE_SIZE.caseEntities,
});

export function addScreened(id: string, type: 'addresses' | 'transactions', body: CaseAddScreenedBody) {
  const endpoint = type === 'addresses' ? CASES.addAddresses : CASES.addTransactions;
  return api.call(endpoint, { params: { id }, body });
}

export function addCustomers(id: string, body: CaseAddCustomersBody) {
  return api.call(CASES.addCustomers, { params: { id }, body });
}

export function removeEntity(id: string, type: CaseEntityType, entity: number) {
  return api.call(CASES.removeEntity, { params: { id, type, entity } });
}

/** The case's timeline, newest first, of the chosen event types and dates. */
export const TIMELINE_PAGE_SIZE = 20;
export function useCaseTimeline(
  id: string,
  page: number,
  filters: { types: number[]; start: string | null; end: string | null },
  isEnabled: boolean,
) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [...caseKey(workspace, id), 'timeline', filters, page],
    queryFn: ({ signal }) =>
      api.call(CASES.auditTrail, {
        params: { id },
        query: {
          offset: (page - 1) * TIMELINE_PAGE_SIZE,
          limit: TIMELINE_PAGE_SIZE,
          type: filters.types.length > 0 ? filters.types.join(',') : undefined,
          created_start_date: filters.start ?? undefined,
          created_end_date: filters.end ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Every member of the workspace with their case role (the assignee filter, the preferences' pickers). */
export function useWorkspaceMembers() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['case-users', workspace, 'all'],
    queryFn: ({ signal }) => api.call(endpoints.caseSettings.users, { signal }),
  });
}
