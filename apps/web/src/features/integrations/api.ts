import { endpoints, type Integration, type IntegrationWrite, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

export const integrationKeys = {
  all: ['integrations'] as const,
  list: (workspace: string | null) => ['integrations', workspace] as const,
  trail: (workspace: string | null, provider: string, page: number) =>
    ['integrations', workspace, 'trail', provider, page] as const,
  custodyLogs: (workspace: string | null, page: number) =>
    ['integrations', workspace, 'custody-logs', page] as const,
};

/** The workspace's integrations (spec part 3 §7.5); the page shows a card per provider, set up or not. */
export function useIntegrations() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: integrationKeys.list(workspace),
    queryFn: ({ signal }) => api.call(endpoints.integrations.list, { signal }),
  });
}

/** Whether the custody service's card is shown: the account permission fireblocks_enabled (spec part 3 §2.13). */
export function useIsCustodyEnabled() {
  const permissions = useQuery({
    queryKey: ['account-permissions'],
    queryFn: ({ signal }) => api.call(endpoints.profile.accountPermissions, { signal }),
  });
  return permissions.data?.fireblocks_enabled ?? false;
}

/**
 * Add the webhook or the custody service (POST) or change an integration (PUT: the webhook, the chat service's
 * choices, the custody service's settings); the answer replaces the list's entry.
 */
export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: IntegrationWrite }): Promise<Integration> => {
      if (id !== null) return api.call(endpoints.integrations.update, { params: { id }, body });
      if (body.provider === 'slack') throw new Error('The chat service is added through its authorisation.');
      return api.call(endpoints.integrations.create, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** The test call of the configuration form: resolves when the endpoint accepted a signed sample event. */
export function useTestWebhook() {
  return useMutation({
    mutationFn: (body: {
      endpoint: string;
      entity_type: 'address' | 'transaction' | 'customer';
      secret_key: string;
    }) => api.call(endpoints.integrations.webhookTest, { body }),
  });
}

/** One page (1-based) of an integration's delivery attempts, newest first, 20 a page. */
export function useAuditTrail(provider: 'webhook' | 'slack', page: number, enabled: boolean) {
  const workspace = useWorkspaceSlug();
  const endpoint =
    provider === 'slack' ? endpoints.integrations.slackAuditTrail : endpoints.integrations.webhookAuditTrail;
  return useQuery({
    queryKey: integrationKeys.trail(workspace, provider, page),
    queryFn: ({ signal }) =>
      api.call(endpoint, {
        query: { offset: (page - 1) * PAGE_SIZE.integrationLogs, limit: PAGE_SIZE.integrationLogs },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Add Integration of the chat service (spec part 3 §4.4): the server's authorisation URL, with a single-use state;
 * the caller sends the browser there.
 */
export function useSlackAuthorizeUrl() {
  return useMutation({
    mutationFn: () => api.call(endpoints.integrations.slackAuthorizeUrl, {}),
  });
}

/** The code exchange of /slack/connect: resolves to the connected integration. */
export function useConnectSlack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      api.call(endpoints.integrations.slackAuthRedirect, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** One page (1-based) of the custody log: the custody service's events and what was done, newest first. */
export function useCustodyLogs(page: number, enabled: boolean) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: integrationKeys.custodyLogs(workspace, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.integrations.custodyLogs, {
        query: { offset: (page - 1) * PAGE_SIZE.integrationLogs, limit: PAGE_SIZE.integrationLogs },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
