import {
  type ApiKey,
  endpoints,
  type NotificationSubscriptions,
  PAGE_SIZE,
  type Paged,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { profileQuery } from '../../lib/profile.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  profile: ['settings', 'profile'] as const,
  notifications: ['settings', 'notifications'] as const,
  apiKeys: ['settings', 'api-keys'] as const,
  apiKeysPage: (offset: number) => ['settings', 'api-keys', offset] as const,
};

export type ProfileUpdate = { first_name: string; last_name: string; timezone: string; language: string };

export function useProfile() {
  return useQuery({
    queryKey: settingsKeys.profile,
    queryFn: () => api.call(endpoints.profile.me),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.call(endpoints.profile.updateMe, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.profile, profile);
      // The shell caches the same profile for a day (header greeting, names): give it the saved one.
      queryClient.setQueryData(profileQuery.queryKey, profile);
    },
  });
}

export type PasswordChange = {
  current_password: string;
  new_password: string;
  new_password_2: string;
  revoke_api_keys: boolean;
};

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api.call(endpoints.auth.changePassword, { body }),
  });
}

export function useNotificationSubscriptions() {
  return useQuery({
    queryKey: settingsKeys.notifications,
    queryFn: () => api.call(endpoints.profile.notificationSubscriptions),
  });
}

export function useUpdateNotificationSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSubscriptions) =>
      api.call(endpoints.profile.updateNotificationSubscriptions, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notifications, saved),
  });
}

export function useApiKeys(offset: number) {
  return useQuery({
    queryKey: settingsKeys.apiKeysPage(offset),
    queryFn: () => api.call(endpoints.apiKeys.list, { query: { offset, limit: PAGE_SIZE.apiKeys } }),
    placeholderData: (previous) => previous,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // The password confirms the creation: a key outlives a password change (decision 0020).
    mutationFn: (body: { password: string }) => api.call(endpoints.apiKeys.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys }),
  });
}

type Snapshot = [readonly unknown[], Paged<ApiKey> | undefined][];

/**
 * Revoke or re-enable a key. The table shows the new state at once (optimistic cache update); on error every
 * cached page is put back as it was.
 */
export function useSetApiKeyActive(handlers: { onError: (error: Error) => void; onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation<ApiKey, Error, { id: number; is_active: boolean }, { snapshot: Snapshot }>({
    mutationFn: ({ id, is_active }) =>
      api.call(endpoints.apiKeys.update, { params: { id }, body: { is_active } }),
    onMutate: async ({ id, is_active }) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.apiKeys });
      const snapshot = queryClient.getQueriesData<Paged<ApiKey>>({ queryKey: settingsKeys.apiKeys });
      queryClient.setQueriesData<Paged<ApiKey>>({ queryKey: settingsKeys.apiKeys }, (page) =>
        page ? { ...page, results: page.results.map((k) => (k.id === id ? { ...k, is_active } : k)) } : page,
      );
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      handlers.onError(error);
    },
    onSuccess: (saved) => {
      queryClient.setQueriesData<Paged<ApiKey>>({ queryKey: settingsKeys.apiKeys }, (page) =>
        page ? { ...page, results: page.results.map((k) => (k.id === saved.id ? saved : k)) } : page,
      );
      handlers.onSuccess();
    },
  });
}
