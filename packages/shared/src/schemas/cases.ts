import { z } from 'zod';
import { idList, numberList, queryDate } from './address-activity.ts';
import { alertComment } from './alert-workflow.ts';
import { caseMatchingEntities } from './case-matching.ts';
import {
  blockchainField,
  cleanIdentifier,
  integerField,
  paged,
  pageFields,
  recordId,
  workspaceQuery,
} from './common.ts';

/**
 * Cases (spec part 3 §2.5, §3, §4.2, §7.2; part 2 Case page, Add to Case, Cases calls). Status 1 Open, 2 Closed,
 * 3 Escalated, 4 Pending approval; case roles 1 approver, 2 agent (decision 0002).
 */

/** The case list's tabs (spec part 3 §2.5). */
export const CASE_LIST_TABS = ['assigned_to_me', 'unassigned', 'closed', 'all'] as const;
export type CaseListTab = (typeof CASE_LIST_TABS)[number];

/** The case search of the Add to Case picker needs at least this many characters (spec part 2 §5). */
export const CASE_SEARCH_MIN_LENGTH = 3;
/** Case entity lists are paged by 25 (spec part 2 §9). */
export const CASE_ENTITY_PAGE_SIZE = 25;
/** At most this many agents and this many approvers per workspace (spec part 3 §2.6, §9). */
export const CASE_ROLE_MAX_MEMBERS = 3;
/** At most this many cases change in one bulk call. */
export const CASE_BULK_MAX = 10_000;

/** Texts of the specification (part 2 §5, part 3 §8). */
export const CASE_MESSAGES = {
  addressInvalid: 'Address is invalid for the selected currency',
  transactionInvalid: 'Transaction hash is invalid for the selected currency',
  customerInvalid: 'Customer ID is invalid',
  emptyAgents: 'Case agents list is empty. Go to Settings -> Case Preference -> Case Agents, to add agents',
  created: 'Case Created Successfully',
  bulkUpdated: 'Cases Updated Successfully',
  bulkDeleted: 'Cases Deleted Successfully',
  statusUpdated: 'Case status has been updated.',
  assigneeUpdated: 'Assignee has been updated',
  nameEdited: 'Case Name edited successfully.',
  deleted: 'Case Deleted',
  addedToCase: 'Added Addresses to Case',
  preferencesUpdated: 'Case preferences updated Successfully',
} as const;

/** The kinds of entity a case holds, as they appear in paths. */
export const CASE_ENTITY_TYPES = ['addresses', 'transactions', 'customers'] as const;
export type CaseEntityType = (typeof CASE_ENTITY_TYPES)[number];

const caseStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'Select a valid choice.',
});

/** What a caller may do with a case in its current status (spec part 3 §4.2), and the status it asks for. */
export const CASE_ACTIONS = ['close', 'escalate', 'reopen', 'accept', 'reject', 'open'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
export const caseActionDto = z.object({ action: z.enum(CASE_ACTIONS), status: z.number().int() });
export type CaseActionDto = z.infer<typeof caseActionDto>;

const caseSearch = z
  .string()
  .max(300)
  .transform(cleanIdentifier)
  .refine(
    (value) => value === '' || value.length >= CASE_SEARCH_MIN_LENGTH,
    `Enter at least ${CASE_SEARCH_MIN_LENGTH} characters.`,
  );

/** A text filter: cleaned; 'null' and the empty string are no filter (the web writes empty filters so). */
function noneAsUndefined(value: string): string | undefined {
  const cleaned = cleanIdentifier(value);
  return cleaned === '' || cleaned === 'null' ? undefined : cleaned;
}

/** The case list's filters and search (spec part 3 §2.5, §7.2); counts, bulk and export take the same. */
export const caseListFilters = z.object({
  /** Case id (CASE-000042), name. */
  q: caseSearch.optional(),
  /** Cases holding this address (identifier, whole and case-insensitive). */
  address: z.string().max(600).transform(noneAsUndefined).optional(),
  /** Cases holding an address, transaction or customer of this customer id. */
  customer_id: z.string().max(300).transform(noneAsUndefined).optional(),
  status: numberList.optional(),
  /** The case risk level (the highest of its entities). */
  risk_level: numberList.optional(),
  /** Assignees' user ids. */
  assigned_to: idList.optional(),
  /** On created_at: a date (whole UTC day) or an ISO date-time. */
  start_date: queryDate.optional(),
  end_date: queryDate.optional(),
});
export type CaseListFilters = z.infer<typeof caseListFilters>;

export const CASE_LIST_ORDERINGS = ['-created_at', 'created_at', '-updated_at', 'updated_at'] as const;

export const caseListQuery = workspaceQuery.merge(caseListFilters).extend({
  ...pageFields(100, 20),
  tab: z.enum(CASE_LIST_TABS).default('all'),
  ordering: z.enum(CASE_LIST_ORDERINGS).default('-created_at'),
});
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseTabCountsQuery = workspaceQuery.merge(caseListFilters);
export const caseTabCounts = z.object({
  assigned_to_me: z.number().int(),
  unassigned: z.number().int(),
  closed: z.number().int(),
  all: z.number().int(),
});
export type CaseTabCounts = z.infer<typeof caseTabCounts>;

/**
 * The selection of a bulk call or an export: the ids, or with all_matching=true every case the filters, q and tab
 * match. Neither selects nothing: a call that forgot its ids must not act on the whole workspace.
 */
export const caseSelectionQuery = workspaceQuery.merge(caseListFilters).extend({
  /** Comma list of case ids. */
  ids: idList.optional(),
  /** 'true': every case the filters, q and tab match (the list's "all matching results"); ids win when given. */
  all_matching: z.enum(['true', 'false']).optional(),
  tab: z.enum(CASE_LIST_TABS).default('all'),
});
export type CaseSelectionQuery = z.infer<typeof caseSelectionQuery>;

/** A row of the case list (spec part 3 §3 Case). */
export const caseListItem = z.object({
  id: z.number().int(),
  /** Shown as CASE-000042, numbered per workspace. */
  case_id: z.string(),
  name: z.string(),
  /** The highest risk level of its entities (0 without any). */
  risk_level: z.number().int(),
  status: z.number().int(),
  assigned_to: z.number().int().nullable(),
  assigned_to_name: z.string().nullable(),
  /** The approver a pending-approval case waits on. */
  approver_id: z.number().int().nullable(),
  approver_name: z.string().nullable(),
  /** Who approved the closing of a closed case and when (null when it was closed without an approval). */
  approved_by: z.number().int().nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** When a closed case was closed. */
  closed_at: z.string().nullable(),
  /**
   * Open alerts (stage category 0 or 1) of its entities. Closing a case leaves them as they are (an alert is worked
   * in its own workflow, and an entity may be in other cases): a closed case can still count open alerts.
   */
  open_alerts_count: z.number().int(),
  is_auto_created_case: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CaseListItem = z.infer<typeof caseListItem>;
export const caseListPage = paged(caseListItem);

/** What closing a case does to its alerts, as the Close dialog, the case page and its reports say it. */
export const CASE_CLOSE_LEAVES_ALERTS =
  'Closing a case leaves the alerts of its entities as they are: resolve them with Update Open Alerts.';
/** The case page (spec part 2 Case page): the row, who created it, how many entities, what the caller may do. */
export const caseDetail = caseListItem.extend({
  created_by_name: z.string().nullable(),
  addresses_count: z.number().int(),
  transactions_count: z.number().int(),
  customers_count: z.number().int(),
  /** The status changes offered to the caller (spec part 3 §4.2). */
  actions: z.array(caseActionDto),
});
export type CaseDetail = z.infer<typeof caseDetail>;

/** The Add to Case picker and the associated cases of an entity. */
export const caseLite = z.object({
  id: z.number().int(),
  case_id: z.string(),
  name: z.string(),
  status: z.number().int(),
});
export type CaseLite = z.infer<typeof caseLite>;

export const caseSearchQuery = workspaceQuery.extend({
  q: z
    .string()
    .max(300)
    .transform(cleanIdentifier)
    .refine(
      (value) => value.length >= CASE_SEARCH_MIN_LENGTH,
      `Enter at least ${CASE_SEARCH_MIN_LENGTH} characters.`,
    ),
  limit: integerField(1, 50).default(20),
});

export const caseParams = z.object({ id: recordId });

const caseName = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(200, 'Ensure this field has no more than 200 characters.');

const entityIds = z.array(recordId).max(CASE_BULK_MAX).default([]);

/** Add Case / Add to Case (new case): the name, optionally the assignee and the entities (ids) it starts with. */
export const caseCreateBody = z.object({
  name: caseName,
  /** Null or absent: the workspace's assignment mode decides (manual leaves it unassigned). */
  assigned_to: recordId.nullable().optional(),
  addresses: entityIds,
  transactions: entityIds,
  customers: entityIds,
  /** Select-all of an entity list: its filters instead of ids (at most CASE_MATCHING_MAX entities). */
  matching: caseMatchingEntities.optional(),
});
export type CaseCreateBody = z.input<typeof caseCreateBody>;
export const caseCreateAnswer = caseDetail;

/**
 * Edit a case: its name, its assignee (null unassigns), its status with a comment (required with a status).
 * expected_status is the status the user saw: when someone moved the case meanwhile the change is refused (409).
 */
export const caseUpdateBody = z.object({
  name: caseName.optional(),
  status: caseStatus.optional(),
  comment: alertComment.optional(),
  expected_status: caseStatus.optional(),
  assigned_to: recordId.nullable().optional(),
});
export type CaseUpdateBody = z.input<typeof caseUpdateBody>;

/** Bulk Assign Agent or Change Status (status with a comment) of the selection (caseSelectionQuery). */
export const caseBulkUpdateBody = z.object({
  status: caseStatus.optional(),
  comment: alertComment.optional(),
  assigned_to: recordId.nullable().optional(),
});
export type CaseBulkUpdateBody = z.input<typeof caseBulkUpdateBody>;

export const caseBulkUpdateAnswer = z.object({
  updated: z.number().int(),
  /** The cases that could not change, with why. */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type CaseBulkUpdateAnswer = z.infer<typeof caseBulkUpdateAnswer>;

/** Entity path parameters. */
export const caseEntityListParams = z.object({ id: recordId });
export const caseEntityParams = z.object({
  id: recordId,
  type: z.enum(CASE_ENTITY_TYPES),
  /** The entity's id: a screened address, a screened transaction or a customer. */
  entity: recordId,
});

export const caseEntityListQuery = workspaceQuery.extend(pageFields(100, CASE_ENTITY_PAGE_SIZE));

/**
 * Add addresses or transactions: by ids of screened rows, or by rows of identifier and blockchain (an identifier
 * not yet screened in the workspace is screened). A bad row answers 400 naming it: `rows.<index>.identifier`.
 */
export const caseAddScreenedBody = z.object({
  ids: z.array(recordId).max(500).default([]),
  rows: z
    .array(
      z.object({
        identifier: z.string().max(600).transform(cleanIdentifier),
        currency: blockchainField,
      }),
    )
    .max(100)
    .default([]),
  /** Select-all of the address or transaction list: its filters instead of ids. */
  matching: caseMatchingEntities.optional(),
});
export type CaseAddScreenedBody = z.input<typeof caseAddScreenedBody>;

/** Add customers: by ids, or by customer ids (`rows.<index>.customer_id` names a bad one). */
export const caseAddCustomersBody = z.object({
  ids: z.array(recordId).max(500).default([]),
  rows: z
    .array(z.object({ customer_id: z.string().max(300).transform(cleanIdentifier) }))
    .max(100)
    .default([]),
  /** Select-all of the customer list: its filters instead of ids. */
  matching: caseMatchingEntities.optional(),
});
export type CaseAddCustomersBody = z.input<typeof caseAddCustomersBody>;

export const caseAddAnswer = z.object({
  /** How many entities the case gained (one already in the case is not added twice). */
  added: z.number().int(),
});

const entityCommon = {
  id: z.number().int(),
  risk_level: z.number().int(),
  /** Open alerts of the entity. */
  alerts: z.number().int(),
  added_by_name: z.string().nullable(),
  added_at: z.string(),
};

/** Case entity rows (spec part 2 §3 Case entities). */
export const caseAddressRow = z.object({
  ...entityCommon,
  identifier: z.string(),
  currency: z.number().int(),
  customer_id: z.string().nullable(),
  type: z.number().int().nullable(),
  balance: z.number(),
});
export type CaseAddressRow = z.infer<typeof caseAddressRow>;

export const caseTransactionRow = z.object({
  ...entityCommon,
  identifier: z.string(),
  currency: z.number().int(),
  customer_id: z.string().nullable(),
  type: z.number().int().nullable(),
  address: z.string().nullable(),
});
export type CaseTransactionRow = z.infer<typeof caseTransactionRow>;

export const caseCustomerRow = z.object({
  ...entityCommon,
  customer_id: z.string(),
  /** Chains of its addresses and transactions. */
  currencies: z.array(z.number().int()),
  /** Deposits in USD. */
  deposit_amount: z.number(),
});
export type CaseCustomerRow = z.infer<typeof caseCustomerRow>;

export const caseAddressPage = paged(caseAddressRow);
export const caseTransactionPage = paged(caseTransactionRow);
export const caseCustomerPage = paged(caseCustomerRow);

/** Timeline event types (spec part 2 §4). */
export const CASE_EVENT_TYPES = {
  newAlertCreated: 0,
  alertUpdated: 1,
  caseStatusUpdated: 2,
  riskLevelUpdated: 3,
  entityAddedOrRemoved: 4,
} as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[keyof typeof CASE_EVENT_TYPES];

/** What an event says; which fields are set depends on its type. */
export const caseEventContext = z.object({
  /** 0, 1: the alert. */
  alert_id: z.number().int().optional(),
  rule_name: z.string().optional(),
  level: z.number().int().optional(),
  /** 1: alert status (0 Opened, 1 Resolved, 2 Escalated), stage names. */
  alert_status: z.number().int().nullable().optional(),
  /** 2: statuses; 3: risk levels; 1: stage names. */
  from: z.union([z.number(), z.string()]).nullable().optional(),
  to: z.union([z.number(), z.string()]).nullable().optional(),
  /** 2: the action taken (close, accept, reject …) and its comment (sanitised HTML). */
  action: z.string().optional(),
  comment: z.string().nullable().optional(),
  /** 4: added or removed, which entity; 0, 1: the alert's entity. */
  operation: z.enum(['added', 'removed']).optional(),
  entity_type: z.enum(['address', 'transaction', 'customer']).optional(),
  object_id: z.number().int().optional(),
  identifier: z.string().optional(),
  currency: z.number().int().nullable().optional(),
});
export type CaseEventContext = z.infer<typeof caseEventContext>;

export const caseEvent = z.object({
  id: z.number().int(),
  type: z.number().int(),
  created_at: z.string(),
  by_user_name: z.string().nullable(),
  context: caseEventContext,
});
export type CaseEvent = z.infer<typeof caseEvent>;

const eventTypeList = z
  .string()
  .max(50)
  .regex(
    /^(null|\s*|\s*[0-4]\s*(,\s*[0-4]\s*)*)$/,
    'Enter a comma-separated list of event types from 0 to 4.',
  )
  .transform((value) =>
    value.trim() === '' || value === 'null' ? [] : value.split(',').map((part) => Number(part.trim())),
  );

export const caseAuditTrailQuery = workspaceQuery.extend({
  ...pageFields(100, 20),
  type: eventTypeList.optional(),
  created_start_date: queryDate.optional(),
  created_end_date: queryDate.optional(),
});
export const caseAuditTrailPage = paged(caseEvent);

/** Update Open Alerts of the selected cases: the open alerts of their entities move to one stage, with a comment. */
export const caseOpenAlertsUpdateBody = z.object({
  workflow_stage: recordId,
  comment: alertComment,
});
export type CaseOpenAlertsUpdateBody = z.input<typeof caseOpenAlertsUpdateBody>;
