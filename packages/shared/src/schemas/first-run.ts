import { z } from 'zod';
import { checkNewPassword, email } from './auth.ts';

/** GET /auth/api/first-run/: whether the server still waits for its first organisation. */
export const firstRunState = z.object({ setup_required: z.boolean() });

/**
 * POST /auth/api/first-run/: the organisation, its first workspace and its first organisation admin, with the
 * one-time setup token the server printed in its log.
 */
export const firstRunRequest = z
  .object({
    setup_token: z.string().min(1, 'This field may not be blank.').max(200),
    organization_name: z.string().trim().min(1, 'This field may not be blank.').max(100),
    workspace_name: z.string().trim().min(1, 'This field may not be blank.').max(100),
    email,
    first_name: z.string().trim().min(1, 'This field may not be blank.').max(100),
    last_name: z.string().trim().max(100).default(''),
    new_password: z.string().max(1024),
    new_password_2: z.string().max(1024),
  })
  .superRefine((v, ctx) => checkNewPassword(v, ctx));

export const firstRunResponse = z.object({ detail: z.string(), organization: z.string() });

export const FIRST_RUN_MESSAGES = {
  wrongToken: 'The setup token is not the one in the server log.',
  done: 'The organisation is ready. Sign in with your email and password.',
} as const;
