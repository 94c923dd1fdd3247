import { z } from 'zod';
import { ROLES, type Role } from '../enums/roles.ts';
import { email } from './auth.ts';

/** A domain people may be provisioned from: lower-case host name, no scheme or @. */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as example.com.',
  );

/** The organisation's single sign-on settings as an organisation admin reads them: never the client secret. */
export const ssoSettings = z.object({
  is_configured: z.boolean(),
  is_enabled: z.boolean(),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  has_client_secret: z.boolean(),
  allowed_domains: z.array(z.string()),
  default_workspace: z.string().nullable(),
  default_role: z.number().int(),
  /** Where the provider sends the browser back: register it with the provider. */
  redirect_uri: z.string(),
});

/** Setting them: the secret is write-only (left out: the stored one is kept). */
export const ssoSettingsUpdate = z.object({
  is_enabled: z.boolean(),
  issuer: z
    .string()
    .trim()
    .url('Enter the issuer URL of the OpenID Connect provider.')
    .max(500)
    .refine((v) => /^https?:\/\//.test(v), 'Enter the issuer URL of the OpenID Connect provider.'),
  client_id: z.string().trim().min(1, 'Enter the client id.').max(255),
  client_secret: z.string().min(1).max(1000).optional(),
  allowed_domains: z.array(domain).max(50).default([]),
  default_workspace: z.string().trim().min(1).max(100).nullable().default(null),
  default_role: z
    .number()
    .int()
    .refine((r) => ROLES.includes(r as Role), 'Select a role.')
    .default(2),
});

/** Starting a sign-in through the organisation's provider. */
export const ssoStartRequest = z.object({ email, state: z.string().max(500).optional() });
export const ssoStartResponse = z.object({ redirect_to: z.string() });

/** What the provider sends back to the callback (any other parameter is ignored). */
export const ssoCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
