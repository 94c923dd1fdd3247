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

/** Which period summary goes to the chat channel (spec part 3 §9: monthly or weekly), or none. */
export const SLACK_SUMMARY_KINDS = ['weekly', 'monthly'] as const;
export const slackSummaryKind = z.enum(SLACK_SUMMARY_KINDS);

/**
 * What the chat service posts to its channel: the webhook's choices (risk levels of risk changes, alert items,
 * resolutions) and the period summary, if any.
 */
export const slackSettings = z.object({
  risk: z.array(integerField(1, 5)).max(5).default([]),
  alert_item: z.boolean().default(false),
  alert_resolution_notifications: z.boolean().default(false),
  summary: slackSummaryKind.nullable().default(null),
});
export type SlackSettings = z.output<typeof slackSettings>;

/**
 * The chat service's configuration as answers carry it: the workspace and channel it posts to and its choices. The
 * bot token stays on the server.
 */
export const savedSlackConfig = z.object({
  team_name: z.string(),
  channel_id: z.string(),
  channel_name: z.string(),
  risk: z.array(z.number().int().min(1).max(5)),
  alert_item: z.boolean(),
  alert_resolution_notifications: z.boolean(),
  summary: slackSummaryKind.nullable(),
});
export type SavedSlackConfig = z.infer<typeof savedSlackConfig>;

/** The custody service's freezing and rejection statuses (spec part 3 §4.4): Disabled 0, Enabled 1, Dry Run 2. */
export const CustodyActionStatus = { Disabled: 0, Enabled: 1, DryRun: 2 } as const;
export type CustodyActionStatus = (typeof CustodyActionStatus)[keyof typeof CustodyActionStatus];
export const CUSTODY_ACTION_STATUS_LABELS: Record<CustodyActionStatus, string> = {
  0: 'Disabled',
  1: 'Enabled',
  2: 'Dry Run',
};

/** A custody notification address as typed: the server appends the acting user's domain when it has no @. */
const custodyEmail = z.string().trim().min(1, 'Enter an e-mail address.').max(254);

/**
 * What an admin sets of the custody service (spec part 3 §3, Custody config): freezing and rejection, each a
 * status and the risk levels it acts on, the notification addresses and the three notification switches. The
 * advanced integration is the operator's switch: a value sent here is ignored.
 */
export const custodySettings = z.object({
  freezing_status: integerField(0, 2).default(0),
  freezing_risk_levels: z.array(integerField(1, 5)).max(5).default([5]),
  rejection_status: integerField(0, 2).default(0),
  rejection_risk_levels: z.array(integerField(1, 5)).max(5).default([5]),
  notification_emails: z.array(custodyEmail).max(20).default([]),
  is_freezing_notification_enabled: z.boolean().default(false),
  is_rejection_notification_enabled: z.boolean().default(false),
  is_advanced_settings_notification_enabled: z.boolean().default(false),
  is_advanced_integration_enabled: z.boolean().optional(),
});
export type CustodySettings = z.output<typeof custodySettings>;

/** The custody service's configuration as answers carry it. Plain types only, so it serializes answers too. */
export const savedCustodyConfig = z.object({
  is_advanced_integration_enabled: z.boolean(),
  freezing_status: z.number().int().min(0).max(2),
  freezing_risk_levels: z.array(z.number().int().min(1).max(5)),
  rejection_status: z.number().int().min(0).max(2),
  rejection_risk_levels: z.array(z.number().int().min(1).max(5)),
  notification_emails: z.array(z.string()),
  is_freezing_notification_enabled: z.boolean(),
  is_rejection_notification_enabled: z.boolean(),
  is_advanced_settings_notification_enabled: z.boolean(),
});
export type SavedCustodyConfig = z.infer<typeof savedCustodyConfig>;

export const integration = z.object({
  id: z.number().int(),
  provider: integrationProvider,
  is_active: z.boolean(),
  /** The webhook's, the chat service's or the custody service's configuration (by provider); null when unreadable. */
  config: z.union([savedWebhookConfig, savedSlackConfig, savedCustodyConfig]).nullable(),
  webhook_slug: z.string().nullable(),
  /**
   * The provider refused the integration's credentials (a revoked token, a removed channel): nothing is sent until
   * it is connected again.
   */
  needs_reconnect: z.boolean(),
});
export type Integration = z.infer<typeof integration>;

/** GET /integrations/: offset paging, 30 a page (page is accepted and not used). */
export const integrationListQuery = workspaceQuery.merge(pageQuery).extend({
  page: integerField(1, 1_000_000).optional(),
  limit: integerField(1, 1000).default(30),
});

/** POST /integrations/: the webhook (the chat service is added through its provider's authorisation). */
export const webhookWrite = z.object({
  provider: z.literal('webhook'),
  is_active: z.boolean().default(true),
  config: webhookConfig,
});
export type WebhookWrite = z.input<typeof webhookWrite>;

/** PUT /integrations/{id}/ of the chat service: its choices, or deactivating it. */
export const slackWrite = z.object({
  provider: z.literal('slack'),
  is_active: z.boolean().default(true),
  config: slackSettings,
});

/** POST and PUT of the custody service: Add Integration toggles is_active; each change of the form saves at once. */
export const custodyWrite = z.object({
  provider: z.literal('fireblocks'),
  is_active: z.boolean().default(true),
  config: custodySettings.default(() => custodySettings.parse({})),
});
export type CustodyWrite = z.input<typeof custodyWrite>;

/** POST /integrations/: the webhook or the custody service (the chat service comes through its authorisation). */
export const integrationCreate = z.discriminatedUnion('provider', [webhookWrite, custodyWrite]);

/** PUT /integrations/{id}/: the webhook, the chat service or the custody service, by provider. */
export const integrationWrite = z.discriminatedUnion('provider', [webhookWrite, slackWrite, custodyWrite]);
export type IntegrationWrite = z.input<typeof integrationWrite>;

/** GET /integrations/slack/authorize-url/: where Add Integration sends the browser (the provider's consent page). */
export const slackAuthorizeUrl = z.object({ url: z.string() });

/**
 * POST /integrations/slack-auth-redirect/: the code the provider's consent page sent back to /slack/connect, and
 * the state the server gave with the authorisation URL (single use, bound to the workspace and the admin).
 */
export const slackAuthRedirect = z.object({
  code: z.string().trim().min(1, 'This field is required.').max(500),
  state: z.string().trim().min(1, 'This field is required.').max(200),
});

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

/** What happened to one event of the custody service, as its log says (0097_custody_service). */
export const CUSTODY_LOG_STATUSES = [
  'received',
  'screened',
  'frozen',
  'rejected',
  'dry_run',
  'skipped',
  'failed',
  'unfrozen',
] as const;
export const custodyLogStatus = z.enum(CUSTODY_LOG_STATUSES);
export type CustodyLogStatus = z.infer<typeof custodyLogStatus>;

/** One entry of the custody log (spec part 3 §3, Custody log): the event as received and what was done with it. */
export const custodyLog = z.object({
  id: z.number().int(),
  payload: z.record(z.string(), z.unknown()),
  status: custodyLogStatus,
  status_verbose: z.string(),
  /** The screened transaction the event became, when it was screened. */
  transaction_id: z.number().int().nullable(),
  risk_level: z.number().int().nullable(),
  created_at: z.string(),
  processed_time: z.string().nullable(),
});
export type CustodyLog = z.infer<typeof custodyLog>;

/**
 * A transaction event of the custody service (its webhook's body): the type and the transaction. Only the fields
 * the screening reads are named; the rest is kept in the log as sent.
 */
export const custodyEvent = z
  .object({
    type: z.string().max(100),
    timestamp: z.number().optional(),
    data: z
      .object({
        id: z.string().min(1).max(200),
        status: z.string().max(100).optional(),
        assetId: z.string().max(100).optional(),
        txHash: z.string().max(200).optional(),
      })
      .passthrough(),
  })
  .passthrough();
export type CustodyEvent = z.infer<typeof custodyEvent>;

/** The answer of the custody service's webhook and of the unfreeze call. */
export const custodyDetail = z.object({ detail: z.string() });
