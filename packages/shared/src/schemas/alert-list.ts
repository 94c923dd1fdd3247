import { z } from 'zod';
import { idList, queryDate, ruleNameFilter } from './address-activity.ts';
import { ALERT_OBJECT_TYPES, alertDto } from './alerts.ts';
import { cleanIdentifier, paged, pageFields, workspaceQuery } from './common.ts';
import { exportFormatQuery } from './downloads.ts';

/** The alert list's tabs (spec part 3 §2.3): stage categories, or who the alert is assigned to. */
export const ALERT_LIST_TABS = [
  'all',
  'assigned_to_me',
  'open',
  'in_progress',
  'closed',
  'unassigned',
] as const;
export type AlertListTab = (typeof ALERT_LIST_TABS)[number];

export const ALERT_LIST_ORDERINGS = [
  '-opened_at',
  'opened_at',
  '-level',
  'level',
  '-updated_at',
  'updated_at',
  '-id',
  'id',
] as const;
export type AlertListOrdering = (typeof ALERT_LIST_ORDERINGS)[number];

/** The search box needs at least this many characters (spec part 3 §2.3). */
export const ALERT_SEARCH_MIN_LENGTH = 3;

/** A comma list of integers in [min, max] ('4,5'); 'null' and the empty string are empty. */
function boundedNumberList(min: number, max: number, message: string) {
  return z
    .string()
    .max(200)
    .regex(/^(null|\s*|\s*\d{1,2}\s*(,\s*\d{1,2}\s*)*)$/, message)
    .transform((value) =>
      value.trim() === '' || value === 'null' ? [] : value.split(',').map((part) => Number(part.trim())),
    )
    .refine((list) => list.every((n) => n >= min && n <= max), message);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comma list of rule uuids; 'null' and the empty string are empty. */
const ruleIdList = z
  .string()
  .max(20_000)
  .transform((value) =>
    value.trim() === '' || value === 'null'
      ? []
      : value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter((part) => part !== ''),
  )
  .refine((list) => list.every((id) => UUID.test(id)), 'Enter a comma-separated list of rule ids.');

/** The search box: empty is no search; otherwise at least 3 characters. */
const alertSearch = z
  .string()
  .max(300)
  .transform(cleanIdentifier)
  .refine(
    (value) => value === '' || value.length >= ALERT_SEARCH_MIN_LENGTH,
    `Enter at least ${ALERT_SEARCH_MIN_LENGTH} characters.`,
  );

/** The alert list's filters and search (spec part 3 §2.3, §7.1); the tab counts take the same. */
export const alertListFilters = z.object({
  /** Alert id, identifier, customer id or rule name. */
  q: alertSearch.optional(),
  level: boundedNumberList(1, 5, 'Enter a comma-separated list of levels from 1 to 5.').optional(),
  /** Workflow stage ids. */
  workflow_stage: idList.optional(),
  /** Assignees' user ids. */
  assigned_to: idList.optional(),
  /** On opened_at: a date (whole UTC day) or an ISO date-time. */
  start_time: queryDate.optional(),
  end_time: queryDate.optional(),
  rule_id: ruleIdList.optional(),
  rule_name: ruleNameFilter.optional(),
  policy_category: boundedNumberList(
    1,
    3,
    'Enter a comma-separated list of policy categories from 1 to 3.',
  ).optional(),
  policy_type: boundedNumberList(
    0,
    2,
    'Enter a comma-separated list of policy types from 0 to 2.',
  ).optional(),
  entity_type: z.enum(ALERT_OBJECT_TYPES).optional(),
});
export type AlertListFilters = z.infer<typeof alertListFilters>;

export const alertListQuery = workspaceQuery.merge(alertListFilters).extend({
  ...pageFields(100, 20),
  tab: z.enum(ALERT_LIST_TABS).default('all'),
  ordering: z.enum(ALERT_LIST_ORDERINGS).default('-opened_at'),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

export const alertTabCountsQuery = workspaceQuery.merge(alertListFilters);

/**
 * The alert list's Download (queued, CSV or XLSX): the ticked ids, or with all_matching=true every alert the
 * filters, q and tab match, in the list's order. Neither selects nothing (decision 0043): an export that lost its
 * ids is an empty file, never the whole workspace.
 */
export const alertExportQuery = workspaceQuery
  .merge(alertListFilters)
  .extend({
    /** Comma list of alert ids; ids win when given. */
    ids: idList.optional(),
    all_matching: z.enum(['true', 'false']).optional(),
    tab: z.enum(ALERT_LIST_TABS).default('all'),
    ordering: z.enum(ALERT_LIST_ORDERINGS).default('-opened_at'),
  })
  .extend(exportFormatQuery.shape);
export type AlertExportQuery = z.infer<typeof alertExportQuery>;

/** A row of the alert list: the alert with its assignee's name and its policy's type. */
export const alertListItem = alertDto.extend({
  assigned_to_name: z.string().nullable(),
  policy_type: z.number().int(),
  policy_type_verbose: z.string(),
});
export type AlertListItem = z.infer<typeof alertListItem>;
export const alertListPage = paged(alertListItem);

/** How many alerts each tab holds under the same filters and search. */
export const alertTabCounts = z.object({
  all: z.number().int(),
  assigned_to_me: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  closed: z.number().int(),
  unassigned: z.number().int(),
});
export type AlertTabCounts = z.infer<typeof alertTabCounts>;

/** The workspace's members, for the assignee picker and mentions; q on name or email. */
export const membersLiteQuery = workspaceQuery.extend({
  q: z.string().max(200).transform(cleanIdentifier).optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

export const memberLite = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
});
export type MemberLite = z.infer<typeof memberLite>;
