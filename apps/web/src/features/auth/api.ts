import { type botChallenge, endpoints, type ssoSettingsUpdate } from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

// The login-flow calls are anonymous: no bearer token, no refresh-and-retry.

export type BotChallenge = z.infer<typeof botChallenge>;

export function fetchBotChallenge(signal?: AbortSignal): Promise<BotChallenge> {
  return api.call(endpoints.auth.botChallenge, { anonymous: true, signal });
}

/** findOrg: the organisation of an e-mail address, behind the bot check. */
export function useFindOrganisation() {
  return useMutation({
    mutationFn: (body: { email: string; recaptcha_token: string }) =>
      api.call(endpoints.auth.findOrganisation, { anonymous: true, body }),
  });
}

export type AuthorizeBody = {
  email: string;
  password: string;
  organization?: string;
  state?: string;
  redirect_uri: string;
};

/** The identity provider's password step: answers where the browser goes next. */
export function useAuthorize() {
  return useMutation({
    mutationFn: (body: AuthorizeBody) => api.call(endpoints.auth.authorize, { anonymous: true, body }),
  });
}

/** Login completion: the one-time code becomes the token pair. */
export function exchangeCode(code: string) {
  return api.call(endpoints.auth.token, { anonymous: true, body: { code } });
}

/** Ends this session on the server. A 401 here only means it had ended already. */
export async function revokeSession(): Promise<void> {
  // A workspace the user no longer has must not keep the session alive.
  await api.call(endpoints.auth.logout, { body: {}, noRefresh: true, optionalWorkspace: true });
}

/** Single sign-on: where the browser goes to sign in at the organisation's provider. */
export function useStartSingleSignOn() {
  return useMutation({
    mutationFn: (body: { email: string; state?: string }) =>
      api.call(endpoints.singleSignOn.start, { anonymous: true, body }),
  });
}

const SSO_SETTINGS_KEY = ['single-sign-on-settings'];

/** The organisation's single sign-on settings (organisation admins; never the client secret). */
export function useSsoSettings() {
  return useQuery({ queryKey: SSO_SETTINGS_KEY, queryFn: () => api.call(endpoints.singleSignOn.settings) });
}

export type SsoSettingsBody = z.input<typeof ssoSettingsUpdate>;

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => api.call(endpoints.singleSignOn.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(SSO_SETTINGS_KEY, saved),
  });
}
