import {
  type ApiKey,
  apiKey,
  type NotificationSubscriptions,
  notificationSubscriptions,
  PAGE_SIZE,
  type Paged,
  paged,
  userProfile,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { profileQuery } from '../../lib/profile.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  profile: ['settings', 'profile'] as const,
  notifications: ['settings', 'notifications'] as const,
  apiKeys: ['settings', 'api-keys'] as const,
  apiKeysPage: (offset: number) => ['settings', 'api-keys', offset] as const,
};

const PROFILE = '/profile/api/v1/team-members/me/';
const SUBSCRIPTIONS = '/profile/api/v1/team-members/me/notification-subscriptions/';
const KEYS = '/profile/api/v1/keys/';

export type ProfileUpdate = { first_name: string; last_name: string; timezone: string; language: string };

export function useProfile() {
  return useQuery({
    queryKey: settingsKeys.profile,
    queryFn: () => api.get(PROFILE, { schema: userProfile }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put(PROFILE, { body, schema: userProfile }),
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.profile, profile);
      // The shell caches the same profile for a day (header greeting, names): give it the saved one.
      queryClient.setQueryData(profileQuery.queryKey, profile);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { new_password: string; new_password_2: string }) =>
      api.post('/auth/api/change-password/', { body, schema: z.object({ detail: z.string() }) }),
  });
}

export function useNotificationSubscriptions() {
  return useQuery({
    queryKey: settingsKeys.notifications,
    queryFn: () => api.get(SUBSCRIPTIONS, { schema: notificationSubscriptions }),
  });
}

export function useUpdateNotificationSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSubscriptions) =>
      api.put(SUBSCRIPTIONS, { body, schema: notificationSubscriptions }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notifications, saved),
  });
}

const apiKeyPage = paged(apiKey);

export function useApiKeys(offset: number) {
  return useQuery({
    queryKey: settingsKeys.apiKeysPage(offset),
    queryFn: () => api.get(KEYS, { query: { offset, limit: PAGE_SIZE.apiKeys }, schema: apiKeyPage }),
    placeholderData: (previous) => previous,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(KEYS, { schema: apiKey }),
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
    mutationFn: ({ id, is_active }) => api.put(`${KEYS}${id}/`, { body: { is_active }, schema: apiKey }),
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
