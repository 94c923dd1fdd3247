import { z } from 'zod';
import { errorText } from '../errors/catalogue.ts';

export const email = z
  .string()
  .trim()
  .max(254)
  .email()
  .transform((v) => v.toLowerCase());

/** POST /auth/api/organization/ (findOrg). */
export const findOrgRequest = z.object({ email, recaptcha_token: z.string().min(1).max(20_000) });
export const findOrgResponse = z.object({
  auth0_organization: z.string(),
  is_token_valid: z.boolean(),
  is_score_valid: z.boolean(),
  /** The organisation signs in through its OpenID Connect provider (decision 0037): no password step. */
  single_sign_on: z.boolean().optional(),
});

/** Proof-of-work challenge handed to the login page's bot check (ALTCHA). */
export const botChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** Password step of the built-in identity provider (JSON form for scripts). */
export const passwordLoginRequest = z.object({
  email,
  password: z.string().min(1).max(1024),
  organization: z.string().max(100).optional(),
});
export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
});

/** The identity provider's authorize step: credentials → redirect to /accounts/login/complete with a code. */
export const authorizeRequest = passwordLoginRequest.extend({
  redirect_uri: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
});
export const authorizeResponse = z.object({ redirect_to: z.string() });

export const codeExchangeRequest = z.object({ code: z.string().min(1).max(200) });
export const refreshRequest = z.object({ refresh_token: z.string().min(1).max(2000) });
export const logoutRequest = z.object({ token: z.string().max(2000).optional() });

/** A password typed again to confirm a sensitive action: required, and never longer than a sign-in's. */
export const confirmingPassword = z.string().min(1, errorText('field_required')).max(1024);

/**
 * The current password proves the caller is the account's owner, not the holder of a stolen token (decision
 * 0020); revoke_api_keys also ends every API key of the user, which a password change alone leaves working.
 */
export const changePasswordRequest = z
  .object({
    current_password: confirmingPassword,
    new_password: z.string().max(1024),
    new_password_2: z.string().max(1024),
    revoke_api_keys: z.boolean().default(false),
  })
  .superRefine((v, ctx) => checkNewPassword(v, ctx));

/**
 * The password rules of every new password (change-password, sign-up from an invitation, reset): at least 8
 * characters, at least 1 digit, and the confirmation matches; each broken rule is reported on its field.
 */
export function checkNewPassword(
  v: { new_password: string; new_password_2: string },
  ctx: z.RefinementCtx,
): void {
  if (v.new_password.length < 8)
    ctx.addIssue({
      code: 'custom',
      path: ['new_password'],
      message: 'This password is too short. It must contain at least 8 characters.',
    });
  if (!/[0-9]/.test(v.new_password))
    ctx.addIssue({
      code: 'custom',
      path: ['new_password'],
      message: 'This password must contain at least 1 numeric character.',
    });
  if (v.new_password !== v.new_password_2)
    ctx.addIssue({
      code: 'custom',
      path: ['new_password_2'],
      message: "The two password fields didn't match.",
    });
}

/** The live checklist of the change-password form (shared so web and server agree). */
export function passwordChecklist(password: string, confirmation: string) {
  return {
    minLength: password.length >= 8,
    hasNumber: /[0-9]/.test(password),
    matches: password.length > 0 && password === confirmation,
  };
}

/** The answer of a password change. */
export const changePasswordResponse = z.object({ detail: z.string() });
