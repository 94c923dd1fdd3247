import { z } from 'zod';
import { queryDate } from './address-activity.ts';
import { pageFields, recordId, workspaceQuery } from './common.ts';

/**
 * The event types of a comment (spec part 3 §9): what a system comment records, or a person's comment (6). Comments
 * on an object make its timeline; the type filter takes a comma list of these numbers.
 */
export const COMMENT_TYPES = {
  caseStatusUpdated: 0,
  alertStatusUpdated: 1,
  riskLevelUpdated: 2,
  newAlertsCreated: 3,
  monitoringStatusUpdate: 4,
  addressScreened: 5,
  userCommentCreated: 6,
  caseCreated: 7,
  transactionScreened: 8,
  alertMonitoringStatusUpdated: 9,
} as const;
export type CommentType = (typeof COMMENT_TYPES)[keyof typeof COMMENT_TYPES];

export const COMMENT_TYPE_LABELS: Record<CommentType, string> = {
  0: 'Case Status Updated',
  1: 'Alert Status Updated',
  2: 'Risk Level Updated',
  3: 'New Alerts Created',
  4: 'Monitoring Status Update',
  5: 'Address Screened',
  6: 'User Comment Created',
  7: 'Case Created',
  8: 'Transaction Screened',
  9: 'Alert Monitoring Status Updated',
};

/** The objects that carry comments. */
export const COMMENT_OBJECT_TYPES = ['address', 'transaction', 'case', 'customer'] as const;
export type CommentObjectType = (typeof COMMENT_OBJECT_TYPES)[number];

/** Limits of a comment (spec part 3 §5). */
export const COMMENT_LIMITS = {
  /** The HTML body, as sent by the editor. */
  bodyMaxLength: 20_000,
  filesMax: 3,
  /** Each file: 10 MB. */
  fileMaxBytes: 10 * 1024 * 1024,
  fileNameMaxLength: 255,
  /** The file types a comment accepts (checked by extension and by content). */
  fileExtensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'csv', 'txt', 'xlsx', 'docx'],
  listMaxLimit: 500,
  suggestMax: 10,
  /** A printed report holds an object's newest 500 comments, read in pages of 25 (spec part 3 §5). */
  reportMax: 500,
  reportPage: 25,
} as const;

const position = z.number().int().min(0).max(COMMENT_LIMITS.bodyMaxLength);
const length = z.number().int().min(1).max(COMMENT_LIMITS.bodyMaxLength);

/**
 * What a comment refers to: mentioned users, mentioned alerts and the alert items it is about. Positions count
 * characters of the comment's plain text.
 */
export const commentContext = z.object({
  users: z
    .array(
      z.object({ id: z.number().int(), full_name: z.string().max(300), start_position: position, length }),
    )
    .max(100)
    .default([]),
  alerts: z
    .array(
      z.object({ id: z.number().int(), rule_name: z.string().max(300), start_position: position, length }),
    )
    .max(100)
    .default([]),
  alert_items: z.array(z.number().int()).max(500).default([]),
});
export type CommentContext = z.infer<typeof commentContext>;
/** The context as sent (each list may be left out). */
export type CommentContextInput = z.input<typeof commentContext>;

export const commentObjectParams = z.object({ type: z.enum(COMMENT_OBJECT_TYPES), id: recordId });

/** A comma list of comment types ('1,6'); 'null' and the empty string are empty. */
const commentTypeList = z
  .string()
  .max(100)
  .regex(/^(null|\s*|\s*\d{1,2}\s*(,\s*\d{1,2}\s*)*)$/, 'Enter a comma-separated list of comment types.')
  .transform((value) =>
    value.trim() === '' || value === 'null' ? [] : value.split(',').map((part) => Number(part.trim())),
  )
  .refine(
    (list) => list.every((n) => n in COMMENT_TYPE_LABELS),
    'Enter a comma-separated list of comment types.',
  );

/** GET …/:type/:id/comments/: newest first, optionally of one alert or alert item, by type and date. */
export const commentListQuery = workspaceQuery.extend({
  ...pageFields(COMMENT_LIMITS.listMaxLimit, 25),
  alert: recordId.optional(),
  alert_item: recordId.optional(),
  type: commentTypeList.optional(),
  start_date: queryDate.optional(),
  end_date: queryDate.optional(),
});

/**
 * The fields of POST …/:type/:id/comments/ (multipart/form-data): the HTML body, the context as JSON text, the
 * alert and alert item it is about, and 0–3 files (`files`).
 */
export const commentForm = z.object({
  body: z.string().max(COMMENT_LIMITS.bodyMaxLength),
  context: z.string().optional(),
  alert: recordId.optional(),
  alert_item: recordId.optional(),
  files: z.array(z.file()).max(COMMENT_LIMITS.filesMax).optional(),
});

export const commentFile = z.object({ file_key: z.string(), file_name: z.string() });

/** A comment (spec part 3 §3): the commenter is null for the system's own comments. */
export const commentDto = z.object({
  id: z.number().int(),
  /** Sanitised HTML. */
  body: z.string(),
  commenter: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }).nullable(),
  type: z.number().int(),
  alert: z.number().int().nullable(),
  alert_item: z.number().int().nullable(),
  context: commentContext.nullable(),
  comment_files: z.array(commentFile),
  created_at: z.string(),
});
export type CommentDto = z.infer<typeof commentDto>;

/** GET …/comments/suggest/: what the editor offers after @ (members) and # (the object's alerts). */
export const commentSuggestQuery = workspaceQuery.extend({ q: z.string().max(200).default('') });
export const commentSuggestions = z.object({
  users: z.array(z.object({ user_id: z.number().int(), full_name: z.string(), email: z.string() })),
  alerts: z.array(z.object({ id: z.number().int(), rule_name: z.string() })),
});
export type CommentSuggestions = z.infer<typeof commentSuggestions>;

/** POST /resolutioncenter/api/v4/download/: a comment file by its key. */
export const commentFileDownloadRequest = z.object({ key: z.string().min(1).max(200) });
