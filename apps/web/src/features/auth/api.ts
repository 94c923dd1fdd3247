import { authorizeResponse, botChallenge, findOrgResponse, tokenPair } from '@riskscreen/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

// The login-flow calls are anonymous: no bearer token, no refresh-and-retry.

export type BotChallenge = z.infer<typeof botChallenge>;

export function fetchBotChallenge(signal?: AbortSignal): Promise<BotChallenge> {
  return api.get('/auth/api/bot-challenge/', { anonymous: true, schema: botChallenge, signal });
}

/** findOrg: the organisation of an e-mail address, behind the bot check. */
export function useFindOrganisation() {
  return useMutation({
    mutationFn: (body: { email: string; recaptcha_token: string }) =>
      api.post('/auth/api/organization/', { anonymous: true, body, schema: findOrgResponse }),
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
    mutationFn: (body: AuthorizeBody) =>
      api.post('/auth/api/authorize/', { anonymous: true, body, schema: authorizeResponse }),
  });
}

/** Login completion: the one-time code becomes the token pair. */
export function exchangeCode(code: string) {
  return api.post('/auth/api/token/', { anonymous: true, body: { code }, schema: tokenPair });
}

/** Ends this session on the server. A 401 here only means it had ended already. */
export async function revokeSession(): Promise<void> {
  // A workspace the user no longer has must not keep the session alive.
  await api.post('/auth/api/logout/', { body: {}, noRefresh: true, optionalWorkspace: true });
}
