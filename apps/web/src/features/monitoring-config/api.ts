import {
  type AutoResolveAlertLevelsBody,
  type ContinuousMonitoringSettingsBody,
  endpoints,
  type MonitoredAddressArchive,
  type MonitoredAddressCreate,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** An alert level auto-resolve may act at: 1 Info … 5 Critical. */
export type AlertLevel = AutoResolveAlertLevelsBody['levels'][number];

export const autoResolveKeys = {
  all: ['auto-resolve-levels'] as const,
  levels: (workspace: string | null) => ['auto-resolve-levels', workspace] as const,
};

/** The workspace's auto-resolve alert levels (spec part 3 §2.11, §7.4; decision 0028). */
export function useAutoResolveLevels() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: autoResolveKeys.levels(workspace),
    queryFn: ({ signal }) => api.call(endpoints.autoResolve.levels, { signal }),
  });
}

/** Replaces the levels; none turns auto-resolve off. Admins only: the server answers 403 to anyone else. */
export function useSaveAutoResolveLevels() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (levels: AlertLevel[]) => api.call(endpoints.autoResolve.updateLevels, { body: { levels } }),
    // The answer is what the server stored (each level once): the page shows that rather than what was sent.
    onSuccess: (saved) => queryClient.setQueryData(autoResolveKeys.levels(workspace), saved),
  });
}

export const monitoringKeys = {
  all: ['continuous-monitoring'] as const,
  settings: (workspace: string | null) => ['continuous-monitoring', 'settings', workspace] as const,
  addresses: (workspace: string | null) => ['continuous-monitoring', 'addresses', workspace] as const,
  entities: (workspace: string | null) => ['continuous-monitoring', 'entities', workspace] as const,
};

/** The workspace's continuous monitoring level and duration (spec part 3 §2.11, §7.4). */
export function useMonitoringSettings() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: monitoringKeys.settings(workspace),
    queryFn: ({ signal }) => api.call(endpoints.monitoring.settings, { signal }),
  });
}

/** Saves the level or the duration; a failure refetches what is stored (spec part 3 §4.7). */
export function useSaveMonitoringSettings() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (body: ContinuousMonitoringSettingsBody) =>
      api.call(endpoints.monitoring.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(monitoringKeys.settings(workspace), saved),
    onError: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.settings(workspace) }),
  });
}

export function useMonitoredAddresses(offset: number) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: [...monitoringKeys.addresses(workspace), offset],
    queryFn: ({ signal }) =>
      api.call(endpoints.monitoring.addresses, { signal, query: { offset, limit: 10 } }),
  });
}

export function useAddMonitoredAddress() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (body: MonitoredAddressCreate) => api.call(endpoints.monitoring.addAddress, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.addresses(workspace) }),
  });
}

export function useArchiveMonitoredAddress() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (body: MonitoredAddressArchive) => api.call(endpoints.monitoring.archiveAddress, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.addresses(workspace) }),
  });
}

export function useMonitoredEntities() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: monitoringKeys.entities(workspace),
    queryFn: ({ signal }) =>
      api.call(endpoints.monitoring.entities, { signal, query: { offset: 0, limit: 1000 } }),
  });
}

export function useAddMonitoredEntity() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (entity_name: string) => api.call(endpoints.monitoring.addEntity, { body: { entity_name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.entities(workspace) }),
  });
}

export function useRemoveMonitoredEntity() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.monitoring.removeEntity, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.entities(workspace) }),
  });
}
