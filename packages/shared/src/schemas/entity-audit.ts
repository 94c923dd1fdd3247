import { z } from 'zod';
import { queryDate, wordList } from './address-activity.ts';
import { paged, pageFields, workspaceQuery } from './common.ts';

/**
 * What can happen to an address or transaction of a workspace, as its Audit Logs tab lists it (spec part 2 §2).
 * The codes are stored with each event and never renamed; the labels are what the tab shows.
 */
export const ENTITY_EVENT_TYPES = {
  screened: 'Screened',
  rescreened: 'Rescreened',
  archived: 'Archived',
  custom_tags_changed: 'Custom Tags Changed',
  comment_added: 'Comment Added',
  alert_opened: 'Alert Opened',
  alert_item_added: 'Alert Item Added',
  /** A re-screening closed an alert whose rule no longer fires (decision 0028). */
  alert_closed: 'Alert Closed',
  /** Customers only (decision 0026): added, and a change of its customer id. */
  customer_created: 'Customer Added',
  customer_renamed: 'Customer ID Changed',
} as const;
export type EntityEventType = keyof typeof ENTITY_EVENT_TYPES;
const EVENT_CODES = Object.keys(ENTITY_EVENT_TYPES) as [EntityEventType, ...EntityEventType[]];

/** The events each kind of object can have (custom tags and "I know this address" comments are address-only). */
export const ENTITY_EVENT_TYPES_OF = {
  address: [
    'screened',
    'rescreened',
    'archived',
    'custom_tags_changed',
    'comment_added',
    'alert_opened',
    'alert_item_added',
    'alert_closed',
  ],
  transaction: ['screened', 'rescreened', 'archived', 'alert_opened', 'alert_item_added', 'alert_closed'],
  customer: ['customer_created', 'customer_renamed', 'archived', 'comment_added'],
} as const satisfies Record<string, readonly EntityEventType[]>;

/** How the change came in: the web app (a signed-in user), an API key, or the system itself (seeding, rules). */
export const ENTITY_EVENT_SOURCES = ['web', 'api', 'system'] as const;
export type EntityEventSource = (typeof ENTITY_EVENT_SOURCES)[number];

/** Comments are quoted in the log up to this many characters (the comment itself stays with the address). */
export const AUDIT_EXCERPT_LENGTH = 200;

const riskLevel = z.number().int().min(0).max(5);
const common = {
  source: z.enum(ENTITY_EVENT_SOURCES),
  /** The destination tag the event concerned, on chains that have them (the log is the address's, all tags). */
  destination_tag: z.number().int().optional(),
};
const alertContext = z.object({
  ...common,
  alert_id: z.number().int(),
  rule_name: z.string(),
  level: riskLevel,
});

/** What each event records beyond who and when. */
export const entityEventContexts = {
  screened: z.object({ ...common, risk_level: riskLevel }),
  rescreened: z.object({
    ...common,
    previous_risk_level: riskLevel,
    risk_level: riskLevel,
    /** Why the risk fell, when attribution it relied on ended ('delisted from OFAC SDN on 2025-03-21'). */
    reason: z.string().optional(),
  }),
  archived: z.object(common),
  custom_tags_changed: z.object({ ...common, added: z.array(z.string()), removed: z.array(z.string()) }),
  comment_added: z.object({
    ...common,
    comment_id: z.number().int(),
    excerpt: z.string(),
    file_name: z.string().nullable(),
  }),
  /** reason: why the system screened when it raised it (the monitor's new funds, the sanctions refresh's list). */
  alert_opened: alertContext.extend({ reason: z.string().optional() }),
  alert_item_added: alertContext.extend({ reason: z.string().optional() }),
  /** The closed stage it moved to and why ('Rule no longer fires on re-screening: delisted from …'). */
  alert_closed: alertContext.extend({ stage: z.string(), reason: z.string() }),
  customer_created: z.object(common),
  customer_renamed: z.object({ ...common, from: z.string(), to: z.string() }),
} satisfies Record<EntityEventType, z.ZodType>;
export type EntityEventContext<T extends EntityEventType> = z.infer<(typeof entityEventContexts)[T]>;

const eventOf = <T extends EntityEventType>(type: T) =>
  z.object({
    id: z.number().int(),
    type: z.literal(type),
    type_verbose: z.string(),
    created_at: z.string(),
    /** Who did it, as named when it happened ('System' for the server itself). */
    by_user_name: z.string(),
    context: entityEventContexts[type],
  });

/** One line of an address's or transaction's audit log. */
export const entityAuditEvent = z.discriminatedUnion('type', [
  eventOf('screened'),
  eventOf('rescreened'),
  eventOf('archived'),
  eventOf('custom_tags_changed'),
  eventOf('comment_added'),
  eventOf('alert_opened'),
  eventOf('alert_item_added'),
  eventOf('alert_closed'),
  eventOf('customer_created'),
  eventOf('customer_renamed'),
]);
export type EntityAuditEventDto = z.infer<typeof entityAuditEvent>;
export const entityAuditPage = paged(entityAuditEvent);

/** A comma list of event codes ('screened,rescreened'); empty is every type. */
const isEventType = (code: string): code is EntityEventType => (EVENT_CODES as string[]).includes(code);
const eventTypeList = wordList.transform((codes, ctx) => {
  const unknown = codes.find((code) => !isEventType(code));
  if (unknown !== undefined) {
    ctx.issues.push({
      code: 'custom',
      input: unknown,
      message: `Select a valid choice. ${unknown} is not one of the available choices.`,
    });
    return z.NEVER;
  }
  return codes.filter(isEventType);
});

/** GET /risk/api/v4/{addresses|transactions}/{id}/audit-logs/: newest first, 20 per page, at most 100. */
export const entityAuditQuery = workspaceQuery.extend({
  ...pageFields(100, 20),
  type: eventTypeList.optional(),
  created_start_date: queryDate.optional(),
  created_end_date: queryDate.optional(),
});
export type EntityAuditQuery = z.infer<typeof entityAuditQuery>;
