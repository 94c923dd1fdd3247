import { z } from 'zod';
import { integerField, pageQuery, workspaceQuery } from './common.ts';

/** The three kinds of integration (spec part 3 §3): the chat service, the webhook and the custody service. */
export const INTEGRATION_PROVIDERS = ['slack', 'webhook', 'fireblocks'] as const;
export const integrationProvider = z.enum(INTEGRATION_PROVIDERS);
export type IntegrationProvider = z.infer<typeof integrationProvider>;

/** A webhook target: an http(s) URL. Whether its host may be called is the server's check (private targets). */
export const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .url('Enter a valid URL.')
  .refine((value) => /^https?:\/\//i.test(value), 'Enter an http or https URL.');

/**
 * The webhook's configuration (spec part 3 §3): where to send, the signing key (any text; generated when none is
 * given), the risk levels whose risk changes are sent, and whether alert items and resolutions are sent.
 */
export const webhookConfig = z.object({
  url: webhookUrl,
  key: z.string().max(200).optional().default(''),
  risk: z.array(integerField(1, 5)).max(5).default([]),
  alert_item: z.boolean().default(false),
  alert_resolution_notifications: z.boolean().default(false),
});
export type WebhookConfig = z.output<typeof webhookConfig>;

/**
 * A saved webhook configuration, as answers carry it: its key is always there (generated at the first save when
 * left empty). Plain types only, so it serializes answers too.
 */
export const savedWebhookConfig = z.object({
  url: z.string(),
  key: z.string(),
  risk: z.array(z.number().int().min(1).max(5)),
  alert_item: z.boolean(),
  alert_resolution_notifications: z.boolean(),
});

export const integration = z.object({
  id: z.number().int(),
  provider: integrationProvider,
  is_active: z.boolean(),
  config: savedWebhookConfig.nullable(),
  webhook_slug: z.string().nullable(),
});
export type Integration = z.infer<typeof integration>;

/** GET /integrations/: offset paging, 30 a page (page is accepted and not used). */
export const integrationListQuery = workspaceQuery.merge(pageQuery).extend({
  page: integerField(1, 1_000_000).optional(),
  limit: integerField(1, 1000).default(30),
});

/** POST /integrations/ and PUT /integrations/{id}/: only the webhook is configured this way today. */
export const integrationWrite = z.object({
  provider: z.literal('webhook'),
  is_active: z.boolean().default(true),
  config: webhookConfig,
});
export type IntegrationWrite = z.input<typeof integrationWrite>;

export const integrationLogQuery = workspaceQuery.merge(pageQuery);

/** One delivery attempt of the webhook audit trail (spec part 3 §3, Webhook log). */
export const webhookLog = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  event: z.string(),
  attempt: z.number().int(),
  payload: z.object({ object: z.object({ url: z.string(), entity_type: z.string() }) }),
  /** The receiver's HTTP status; null when no answer came (refused, unreachable, timed out). */
  response_code: z.number().int().nullable(),
  /** Why an attempt without an answer failed ("refused: private address", "timed out"). */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookLog = z.infer<typeof webhookLog>;

/** POST /risk/api/v4/webhook-tests/: a signed sample call to the endpoint with the key. */
export const webhookTestRequest = z.object({
  endpoint: webhookUrl,
  entity_type: z.enum(['address', 'transaction', 'customer']),
  secret_key: z.string().min(1, 'This field is required.').max(200),
});
export const webhookTestResult = z.object({ detail: z.string(), response_code: z.number().int().nullable() });
