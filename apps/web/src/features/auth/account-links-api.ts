import { endpoints } from '@riskscreen/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { solveBotCheck } from './bot-check.ts';

// One-time account links: anonymous calls, the token in the body (it came in the page's fragment).

/** The token of a sign-up or reset link: the page's fragment (#token=…), which no server ever receives. */
export function linkTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function useAccountLink(token: string) {
  return useQuery({
    queryKey: ['account-link', token],
    queryFn: () => api.call(endpoints.accountLinks.linkInfo, { anonymous: true, body: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** "Forgot password" behind the sign-in's bot check: a token is solved for each request (each works once). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      const recaptcha_token = await solveBotCheck();
      return api.call(endpoints.accountLinks.requestPasswordReset, {
        anonymous: true,
        body: { email, recaptcha_token },
      });
    },
  });
}

export type NewPassword = { token: string; new_password: string; new_password_2: string };

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: NewPassword) =>
      api.call(endpoints.accountLinks.resetPassword, { anonymous: true, body }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: NewPassword & { first_name: string; last_name: string }) =>
      api.call(endpoints.accountLinks.signUp, { anonymous: true, body }),
  });
}
