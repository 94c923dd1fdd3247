import { z } from 'zod';
import { checkNewPassword, email } from './auth.ts';

/** The one-time links' texts: a link that has expired or was used answers the same, on the token field. */
export const ACCOUNT_LINK_MESSAGES = {
  invalidLink: 'This link has expired or has already been used.',
  /** The same for every address, so the answer cannot tell who has an account. */
  resetSent:
    'If an account uses this e-mail address, we have sent it an email with a link to reset your password.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  signedUp: 'Your account is ready. You can sign in now.',
  /** An invitation of an address that accepted another organisation's invitation meanwhile. */
  invitationEnded:
    'This invitation has ended: the e-mail address has joined another organisation on RiskScreen.',
} as const;

const token = z.string().min(1).max(200);

/** POST /auth/api/password-reset/: "forgot password" on the sign-in page, behind the sign-in's bot check. */
export const passwordResetRequest = z.object({ email, recaptcha_token: z.string().min(1).max(20_000) });

/** POST /auth/api/account-link/: what a sign-up or reset link is for (the page shows it before asking). */
export const accountLinkRequest = z.object({ token });
export const accountLink = z.object({
  purpose: z.enum(['sign_up', 'password_reset']),
  email: z.string(),
  organization: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type AccountLink = z.infer<typeof accountLink>;

/** POST /auth/api/password-reset/confirm/: the new password, from a reset link. */
export const passwordResetConfirm = z
  .object({ token, new_password: z.string().max(1024), new_password_2: z.string().max(1024) })
  .superRefine((v, ctx) => checkNewPassword(v, ctx));

/** POST /auth/api/sign-up/: the invitee's name and password, from the invitation's link. */
export const signUpRequest = z
  .object({
    token,
    first_name: z.string().trim().min(1, 'This field may not be blank.').max(100),
    last_name: z.string().trim().max(100).default(''),
    new_password: z.string().max(1024),
    new_password_2: z.string().max(1024),
  })
  .superRefine((v, ctx) => checkNewPassword(v, ctx));

export const detailResponse = z.object({ detail: z.string() });
