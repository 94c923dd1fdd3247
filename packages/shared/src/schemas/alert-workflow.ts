import { z } from 'zod';
import { queryDate } from './address-activity.ts';
import { ALERT_LIST_TABS, alertListFilters, alertListItem } from './alert-list.ts';
import { ALERT_OBJECT_TYPES } from './alerts.ts';
import { COMMENT_LIMITS, commentContext } from './comments.ts';
import { integerField, paged, pageFields, recordId, workspaceQuery } from './common.ts';

/** The error text of an alert update without a comment (spec part 3 §5, §8). */
export const ENTER_A_COMMENT = 'Enter a comment';

/** At most this many alerts change in one bulk update. */
export const ALERT_BULK_UPDATE_MAX = 10_000;

/** Alert status labels (spec part 3 §3, §4.1); an alert item's status uses the same values. */
export const ALERT_STATUS_LABELS: Record<0 | 1 | 2, string> = {
  0: 'Reviewed',
  1: 'Resolved',
  2: 'Escalated',
};

/** The text a comment's HTML shows (tags dropped, spaces collapsed): a comment must have some. */
export function alertCommentText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The comment every change of an alert needs: HTML body with some text, and what it mentions. */
export const alertComment = z
  .object(
    {
      body: z.string({ error: ENTER_A_COMMENT }).max(COMMENT_LIMITS.bodyMaxLength).default(''),
      context: commentContext.optional(),
    },
    { error: ENTER_A_COMMENT },
  )
  .refine((comment) => alertCommentText(comment.body) !== '', { message: ENTER_A_COMMENT });
export type AlertCommentInput = z.input<typeof alertComment>;

/** An alert of a screened object: /:type/:id/alerts/:alertId/. */
export const objectAlertParams = z.object({
  type: z.enum(ALERT_OBJECT_TYPES),
  id: recordId,
  alertId: recordId,
});
export const alertParams = z.object({ alertId: recordId });
export const alertItemParams = z.object({ alertId: recordId, itemId: recordId });

/** The alert detail (spec part 3 §2.4): the list's row and until when it is muted. */
export const alertDetail = alertListItem.extend({ muted_until: z.string().nullable() });
export type AlertDetail = z.infer<typeof alertDetail>;

/** The answer of an update: the alert as it is now and its object's current risk level. */
export const alertUpdateAnswer = alertDetail.extend({ crypto_risk_level: z.number().int() });
export type AlertUpdateAnswer = z.infer<typeof alertUpdateAnswer>;

/**
 * A single update (spec part 3 §4.1, §7.1): a new stage (one of the current stage's next stages) and/or assignee
 * (null unassigns), always with a comment. expected_workflow_stage is the stage the user saw: when someone moved
 * the alert meanwhile the update is refused (409) rather than applied over their change.
 */
export const alertUpdateBody = z.object({
  workflow_stage: recordId.optional(),
  assigned_to: recordId.nullable().optional(),
  comment: alertComment,
  expected_workflow_stage: recordId.optional(),
});
export type AlertUpdateBody = z.input<typeof alertUpdateBody>;

/** A comma list of alert ids (at most ALERT_BULK_UPDATE_MAX); 'null' and the empty string are none. */
const bulkIds = z
  .string()
  .max(200_000)
  .regex(/^(null|\s*|\s*\d{1,10}\s*(,\s*\d{1,10}\s*)*)$/, 'Enter a comma-separated list of ids.')
  .transform((value) =>
    value.trim() === '' || value === 'null'
      ? []
      : [...new Set(value.split(',').map((part) => Number(part.trim())))].filter((id) => id <= 2 ** 31 - 1),
  )
  .refine(
    (ids) => ids.length <= ALERT_BULK_UPDATE_MAX,
    `Select at most ${ALERT_BULK_UPDATE_MAX.toLocaleString('en-US')} alerts.`,
  );

/** Which alerts a bulk update acts on: the ids, or without them every alert the list's filters, q and tab match. */
export const alertBulkUpdateQuery = workspaceQuery.merge(alertListFilters).extend({
  ids: bulkIds.optional(),
  tab: z.enum(ALERT_LIST_TABS).default('all'),
});
export type AlertBulkUpdateQuery = z.infer<typeof alertBulkUpdateQuery>;

export const alertBulkUpdateBody = z.object({
  /** The target stage id. */
  updated_status: recordId.optional(),
  updated_assigned_to: recordId.nullable().optional(),
  comment: alertComment,
});
export type AlertBulkUpdateBody = z.input<typeof alertBulkUpdateBody>;

export const alertBulkUpdateAnswer = z.object({
  updated: z.number().int(),
  /** The alerts that could not move, with why (another stage meanwhile, a closed alert …). */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type AlertBulkUpdateAnswer = z.infer<typeof alertBulkUpdateAnswer>;

const loose = z.record(z.string(), z.unknown());

/** An alert item: one firing of the alert's rule. status: 0 reviewed, 1 resolved, 2 escalated; null none. */
export const alertItemDto = z.object({
  id: z.number().int(),
  identifier: z.string(),
  /** The clauses of the firing. */
  body: z.array(loose),
  context: loose.nullable(),
  status: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /**
   * Why the screening that added the item ran, in words, when the system ran it (the monitor: new funds, a label
   * change, a rule change; the sanctions refresh: which list); null for a person's screening.
   */
  reason: z.string().nullable(),
});
export type AlertItemDto = z.infer<typeof alertItemDto>;

export const alertItemsQuery = workspaceQuery.extend({
  ...pageFields(100, 20),
  status: integerField(0, 2).optional(),
  /** On created_at: a date (whole UTC day) or an ISO date-time. */
  start_time: queryDate.optional(),
  end_time: queryDate.optional(),
});

export const alertItemUpdateBody = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Select a valid choice.' }),
  comment: alertComment,
});
export type AlertItemUpdateBody = z.input<typeof alertItemUpdateBody>;

/** Mute (no new items from re-screenings for `days`) or unmute an alert. */
export const alertMonitoringBody = z
  .object({
    days: integerField(1, 365).optional(),
    is_muted: z.boolean(),
  })
  .refine((body) => !body.is_muted || body.days !== undefined, {
    message: 'This field is required.',
    path: ['days'],
  });
export type AlertMonitoringBody = z.input<typeof alertMonitoringBody>;

export const alertMonitoringAnswer = z.object({ muted_until: z.string().nullable() });

export const ALERT_EVENT_TYPES = [
  'opened',
  'item_added',
  'stage_changed',
  'assignee_changed',
  'item_status_changed',
  'muted',
  'unmuted',
] as const;
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];

/** One entry of an alert's audit trail: what happened, who did it, from what to what, and the comment with it. */
export const alertAuditEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  event: z.enum(ALERT_EVENT_TYPES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Sanitised HTML. */
  comment: z.string().nullable(),
});
export type AlertAuditEntry = z.infer<typeof alertAuditEntry>;

export const alertAuditTrailQuery = workspaceQuery.extend(pageFields(100, 20));

export const alertItemsPage = paged(alertItemDto);
export const alertAuditTrailPage = paged(alertAuditEntry);

/**
 * PUT …/update-alerts/ of the address, transaction, customer and case lists (Update Open Alerts): the open alerts
 * of the selected objects move to one workflow stage, each with the comment (a change without a comment is refused,
 * as for alerts).
 */
export const openAlertsUpdateBody = z.object({
  /** The target stage id. */
  workflow_stage: recordId,
  comment: alertComment,
});
export type OpenAlertsUpdateBody = z.input<typeof openAlertsUpdateBody>;
