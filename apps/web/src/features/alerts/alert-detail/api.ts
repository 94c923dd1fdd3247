import {
  type AlertCommentInput,
  type AlertObjectType,
  type AlertUpdateAnswer,
  endpoints,
} from '@riskscreen/shared';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const WORKFLOW = endpoints.alertWorkflow;
const CYCLES = endpoints.alertCycles;

/** The alert's keys sit under its entity's key, so refreshing the entity refreshes the alert too. */
export const alertDetailKeys = {
  detail: (type: AlertObjectType, id: string, alertId: number) =>
    [type, id, 'alerts', 'detail', alertId] as const,
  cycles: (alertId: number) => ['alert', alertId, 'cycles'] as const,
  auditTrail: (alertId: number, page: number) => ['alert', alertId, 'audit-trail', page] as const,
  snapshot: (cycleId: number, part: string) => ['alert-cycle', cycleId, part] as const,
  stages: ['workflow-stages'] as const,
  members: (q: string) => ['members-lite', q] as const,
};

export function useAlertDetail(type: AlertObjectType, id: string, alertId: number) {
  return useQuery({
    queryKey: alertDetailKeys.detail(type, id, alertId),
    queryFn: ({ signal }) => api.call(WORKFLOW.detail, { params: { type, id, alertId }, signal }),
  });
}

/** The workspace's workflow stages: names of the next stages an alert may move to. */
export function useWorkflowStages() {
  return useQuery({
    queryKey: alertDetailKeys.stages,
    queryFn: ({ signal }) => api.call(endpoints.alerts.workflowStages, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The workspace's active members whose name or email matches q (the assignee picker). */
export function useMembersLite(q: string, isEnabled: boolean) {
  return useQuery({
    queryKey: alertDetailKeys.members(q),
    queryFn: ({ signal }) =>
      api.call(endpoints.alertList.membersLite, { query: { q: q || undefined, is_active: 'true' }, signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

export type AlertChange = { workflow_stage?: number; assigned_to?: number | null };

/** Move or (un)assign the alert with a comment, stating the stage the user saw (a 409 if it moved meanwhile). */
export function updateAlert(
  target: { type: AlertObjectType; id: string; alertId: number },
  change: AlertChange,
  comment: AlertCommentInput,
  expectedStage: number,
): Promise<AlertUpdateAnswer> {
  return api.call(WORKFLOW.update, {
    params: { type: target.type, id: target.id, alertId: target.alertId },
    body: { ...change, comment, expected_workflow_stage: expectedStage },
  });
}

/** After a change: the alert, the entity's alerts and its risk level (the entity's detail) are read again. */
export function refreshAfterChange(
  queryClient: QueryClient,
  type: AlertObjectType,
  id: string,
  alertId: number,
) {
  void queryClient.invalidateQueries({ queryKey: [type, id, 'alerts'] });
  void queryClient.invalidateQueries({ queryKey: [type, id, 'detail'] });
  void queryClient.invalidateQueries({ queryKey: [type, id, 'comments'] });
  void queryClient.invalidateQueries({ queryKey: ['alert', alertId] });
}

export function setAlertMuted(alertId: number, mute: { days: number } | null) {
  return api.call(WORKFLOW.monitoring, {
    params: { alertId },
    body: mute ? { days: mute.days, is_muted: true } : { is_muted: false },
  });
}

/** The alert's cycles (history records), newest first. */
export function useAlertCycles(alertId: number) {
  return useQuery({
    queryKey: alertDetailKeys.cycles(alertId),
    queryFn: ({ signal }) =>
      api.call(CYCLES.list, { params: { alertId }, query: { offset: 0, limit: 100 }, signal }),
  });
}

export const AUDIT_PAGE_SIZE = 20;

export function useAlertAuditTrail(alertId: number, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: alertDetailKeys.auditTrail(alertId, page),
    queryFn: ({ signal }) =>
      api.call(WORKFLOW.auditTrail, {
        params: { alertId },
        query: { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
        signal,
      }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** A cycle's snapshot as it was: the investigation tree and the counterparty summary. */
export function useSnapshotTree(cycleId: number | null) {
  return useQuery({
    queryKey: alertDetailKeys.snapshot(cycleId ?? 0, 'tree'),
    queryFn: ({ signal }) => api.call(CYCLES.investigationTree, { params: { id: cycleId ?? 0 }, signal }),
    enabled: cycleId !== null,
  });
}

export function useSnapshotSummary(cycleId: number | null) {
  return useQuery({
    queryKey: alertDetailKeys.snapshot(cycleId ?? 0, 'summary'),
    queryFn: ({ signal }) => api.call(CYCLES.counterpartySummary, { params: { id: cycleId ?? 0 }, signal }),
    enabled: cycleId !== null,
  });
}

/** The snapshot compared with now: the graph's counterparties or the counterparty summary's rows. */
export function useSnapshotChanges(cycleId: number | null, of: 'graph' | 'summary', isEnabled: boolean) {
  const endpoint = of === 'graph' ? CYCLES.graphComparison : CYCLES.counterpartySummaryComparison;
  return useQuery({
    queryKey: alertDetailKeys.snapshot(cycleId ?? 0, `${of}-changes`),
    queryFn: ({ signal }) => api.call(endpoint, { params: { id: cycleId ?? 0 }, signal }),
    enabled: cycleId !== null && isEnabled,
  });
}
