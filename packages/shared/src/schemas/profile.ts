import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { errorText } from '../errors/catalogue.ts';
import { confirmingPassword } from './auth.ts';
import { integerField, pageQuery, workspaceQuery } from './common.ts';

export const membership = z.object({
  workspace: z.string(),
  workspace_name: z.string(),
  role: z.number().int(),
});
export const workspaceSummary = z.object({
  slug: z.string(),
  name: z.string(),
  continuous_monitoring_level: z.number().int(),
  is_address_screening_type_any_enabled: z.boolean(),
  token_monitoring_status: z.boolean(),
});

/** Plan flags that gate features (spec part 1 §6). Stored on the organisation's plan. */
export const planFlags = z.object({
  can_access_customers: z.boolean(),
  can_generate_report: z.boolean(),
  can_investigate: z.boolean(),
  can_access_api: z.boolean(),
  is_custom_tags_enabled: z.boolean(),
  can_enable_continuous_monitoring: z.boolean(),
  is_multi_hop_enabled: z.boolean(),
  is_billing_ui_enabled: z.boolean(),
  is_kybb_enabled: z.boolean(),
  kybb_can_view_entity_addresses: z.boolean(),
  is_proof_of_reserve_enabled: z.boolean(),
  can_edit_rules: z.boolean(),
  can_enable_behaviour_rules: z.boolean(),
});
export type PlanFlags = z.infer<typeof planFlags>;

export const userProfile = planFlags.extend({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  timezone: z.string(),
  language: z.string(),
  role: z.number().int().nullable(),
  case_role: z.number().int().nullable(),
  domain: z.string(),
  organization: z.string(),
  organization_app_version: z.string(),
  allowed_currencies: z.array(z.number().int()),
  continuous_monitoring_enabled: z.boolean(),
  continuous_monitoring_level: z.number().int(),
  organization_brand_logo: z.string().nullable(),
  organization_brand_report_logo: z.string().nullable(),
  organization_color_code: z.string().nullable(),
  workspaces: z.array(workspaceSummary),
  is_organization_admin: z.boolean(),
  memberships: z.array(membership),
  skip_alert_creation_modes: z.array(z.number().int()),
});
export type UserProfile = z.infer<typeof userProfile>;

/** Languages the product is written in: the profile's language is one of these. */
export const PROFILE_LANGUAGES = ['en'] as const;

/** Zone names shaped as IANA names ('UTC', 'Europe/Paris', 'Etc/GMT+3'), not offsets or lower-cased aliases. */
const ZONE_NAME = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*){0,2}$/;
let zoneList: Set<string> | null = null;

/**
 * A time zone the profile may hold: one of the list the web offers (UTC and every zone Intl knows), or another
 * IANA name Intl accepts (a browser's list can be newer or older than the server's).
 */
export function isKnownTimeZone(zone: string): boolean {
  zoneList ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (zoneList.has(zone)) return true;
  if (!ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const REQUIRED = errorText('field_required');
/** A string field: missing is 'This field is required.', another type 'Not a valid string.' (the API's wording). */
const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') });
const personName = text()
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.nameMaxLength, errorText('field_too_long', LIMITS.nameMaxLength));

export const profileUpdateRequest = z.object({
  first_name: personName,
  last_name: personName,
  timezone: text()
    .trim()
    .min(1, REQUIRED)
    .max(64, errorText('field_too_long', 64))
    // An empty value has its own message (required).
    .refine((zone) => zone === '' || isKnownTimeZone(zone), {
      error: (issue) => errorText('invalid_choice', String(issue.input)),
    }),
  language: text()
    .trim()
    .max(16, errorText('field_too_long', 16))
    .refine((v) => (PROFILE_LANGUAGES as readonly string[]).includes(v), {
      error: (issue) => errorText('invalid_choice', String(issue.input)),
    })
    .default('en'),
});

export const notificationSubscriptions = z.object({
  weekly_report: z.boolean(),
  monthly_report: z.boolean(),
  file_upload_status: z.boolean(),
  risk_notifications: z.object({
    1: z.boolean(),
    2: z.boolean(),
    3: z.boolean(),
    4: z.boolean(),
    5: z.boolean(),
  }),
  alert_item_notifications: z.boolean(),
  assignment_notifications: z.boolean(),
  /** Mentioned in a comment (stored settings saved before it existed read as on). */
  mention_notifications: z.boolean().default(true),
  alert_resolution_notifications: z.boolean(),
});
export type NotificationSubscriptions = z.infer<typeof notificationSubscriptions>;

/** What a user who never saved notification settings is subscribed to: risk alerts for High and Critical. */
export const DEFAULT_NOTIFICATION_SUBSCRIPTIONS: NotificationSubscriptions = {
  weekly_report: true,
  monthly_report: false,
  file_upload_status: true,
  risk_notifications: { 1: false, 2: false, 3: false, 4: true, 5: true },
  alert_item_notifications: true,
  assignment_notifications: true,
  mention_notifications: true,
  alert_resolution_notifications: false,
};

export const apiKey = z.object({
  id: z.number().int(),
  key: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKey>;
export const apiKeyUpdateRequest = z.object({ is_active: z.boolean() });
/** A key outlives a password change: minting one takes the password, not only a (possibly stolen) token. */
export const apiKeyCreateRequest = z.object({ password: confirmingPassword });
/** The answer of revoking a member's keys: how many active keys were deactivated. */
export const revokedApiKeys = z.object({ revoked: z.number().int() });

export const billingPlan = z.object({
  name: z.string(),
  end_date: z.string().nullable(),
  user_limit: z.number().int().nullable(),
  credit_limit: z.number().int().nullable(),
});

/**
 * The organisation's credit usage (GET /profile/credit-usage/ and its non-unique twin): one row per month or day.
 * `offset` is the viewer's UTC offset in minutes (as JavaScript's getTimezoneOffset, negated: +60 for UTC+1), so
 * the rows follow the viewer's calendar; `date_screened` narrows to one period ('2026-11' or '2026-11-26').
 */
export const creditUsageQuery = z.object({
  workspace: z.string().min(1).max(100).optional(),
  interval: z.enum(['monthly', 'daily']).default('monthly'),
  date_screened: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'Enter a valid date.')
    .optional(),
  offset: integerField(-840, 840).default(0),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date.')
    .optional(),
  end_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date.')
    .optional(),
});
export type CreditUsageQuery = z.infer<typeof creditUsageQuery>;
/** One period: screenings of addresses and of transactions (unique: each object once per period). */
export const creditUsageRow = z.object({
  time_period_display: z.string(),
  addresses: z.number().int(),
  transactions: z.number().int(),
  total: z.number().int(),
});
export type CreditUsageRow = z.infer<typeof creditUsageRow>;
export const creditUsage = z.array(creditUsageRow);

/** Account permissions and integration settings (GET /analytics/api/v2/analytics/). */
export const accountPermissions = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role_verbose: z.string(),
  date_joined: z.string(),
  is_authenticated: z.boolean(),
  organization: z.string(),
  billing_plan_name: z.string(),
  language: z.string(),
  timezone: z.string(),
  created_at: z.string(),
  user_hash: z.string(),
  is_support_widget_enabled: z.boolean(),
  is_chat_messenger_enabled: z.boolean(),
  is_session_recording_enabled: z.boolean(),
  is_tag_manager_enabled: z.boolean(),
  is_product_analytics_enabled: z.boolean(),
  server_env: z.string(),
  fireblocks_enabled: z.boolean(),
  support_key: z.string().nullable(),
});

export const versionInfo = z.object({ version: z.string(), built_at: z.string() });

/** GET /profile/api/v1/keys/: offset paging (page is accepted and not used). */
export const apiKeyListQuery = workspaceQuery
  .merge(pageQuery)
  .extend({ page: integerField(1, 1_000_000).optional() });
