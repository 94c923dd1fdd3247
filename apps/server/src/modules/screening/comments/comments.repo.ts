import { COMMENT_LIMITS, type CommentDto, type CommentSuggestions } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DateRange } from '../../../lib/date-range.ts';
import { fullName, objectAlerts } from './comment-context.ts';
import type { CommentObject } from './comment-objects.ts';

export type CommentFilters = {
  alertId?: number;
  alertItemId?: number;
  types: number[];
  range: DateRange;
};

function commentsOf(db: Db, workspaceId: number, object: CommentObject, filters: CommentFilters) {
  let query = db
    .selectFrom('comments')
    .where('comments.workspace_id', '=', workspaceId)
    .where('comments.object_type', '=', object.type)
    .where('comments.object_id', '=', object.id);
  if (filters.alertId !== undefined) query = query.where('comments.alert_id', '=', filters.alertId);
  if (filters.alertItemId !== undefined)
    query = query.where('comments.alert_item_id', '=', filters.alertItemId);
  if (filters.types.length > 0) query = query.where('comments.type', 'in', filters.types);
  if (filters.range.from) query = query.where('comments.created_at', '>=', filters.range.from);
  if (filters.range.until) query = query.where('comments.created_at', '<', filters.range.until);
  return query;
}

/** A page of the object's comments, newest first, with their commenters and files. */
export async function listComments(
  db: Db,
  workspaceId: number,
  object: CommentObject,
  filters: CommentFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: CommentDto[]; count: number }> {
  const query = commentsOf(db, workspaceId, object, filters);
  const [ids, total] = await Promise.all([
    query
      .select('comments.id')
      .orderBy('comments.created_at', 'desc')
      .orderBy('comments.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await loadComments(
      db,
      workspaceId,
      ids.map((r) => r.id),
    ),
    count: Number(total.n),
  };
}

/** Comments of the workspace by id, in the order given. */
export async function loadComments(db: Db, workspaceId: number, ids: number[]): Promise<CommentDto[]> {
  if (ids.length === 0) return [];
  const [rows, files] = await Promise.all([
    db
      .selectFrom('comments')
      .leftJoin('users', 'users.id', 'comments.author_id')
      .select([
        'comments.id',
        'comments.body',
        'comments.type',
        'comments.alert_id',
        'comments.alert_item_id',
        'comments.context',
        'comments.created_at',
        'users.id as author_id',
        'users.email as author_email',
        sql<string | null>`CASE WHEN users.id IS NULL THEN NULL ELSE ${fullName} END`.as('author_name'),
      ])
      .where('comments.workspace_id', '=', workspaceId)
      .where('comments.id', 'in', ids)
      .execute(),
    db
      .selectFrom('comment_files')
      .select(['comment_id', 'file_key', 'file_name'])
      .where('workspace_id', '=', workspaceId)
      .where('comment_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        body: row.body,
        commenter:
          row.author_id === null
            ? null
            : { id: row.author_id, full_name: row.author_name ?? '', email: row.author_email ?? '' },
        type: row.type,
        alert: row.alert_id,
        alert_item: row.alert_item_id,
        context: row.context,
        comment_files: files
          .filter((f) => f.comment_id === id)
          .map((f) => ({ file_key: f.file_key, file_name: f.file_name })),
        created_at: new Date(row.created_at).toISOString(),
      },
    ];
  });
}

/** Whether the alert is one of the object's. */
export async function isObjectAlert(
  db: Db,
  workspaceId: number,
  object: CommentObject,
  alertId: number,
): Promise<boolean> {
  const row = await objectAlerts(db, workspaceId, object)
    .select('alerts.id')
    .where('alerts.id', '=', alertId)
    .executeTakeFirst();
  return row !== undefined;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the editor offers: active members by name or email, the object's alerts by id or rule name (10 each). */
export async function suggestMentions(
  db: Db,
  workspaceId: number,
  object: CommentObject,
  q: string,
): Promise<CommentSuggestions> {
  const text = q.trim().replace(/^[@#]/, '');
  let members = db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id as user_id', fullName.as('full_name'), 'users.email'])
    .where('memberships.workspace_id', '=', workspaceId)
    .where('memberships.is_active', '=', true)
    .where('users.is_active', '=', true);
  let alerts = objectAlerts(db, workspaceId, object)
    .innerJoin('rules', 'rules.id', 'alerts.rule_id')
    .select(['alerts.id', 'rules.rule_name']);
  if (text !== '') {
    const pattern = likePattern(text);
    members = members.where((eb) =>
      eb.or([eb(fullName, 'ilike', pattern), eb('users.email', 'ilike', pattern)]),
    );
    alerts = alerts.where((eb) =>
      eb.or([
        eb(sql<string>`alerts.id::text`, 'like', `${text.replace(/[\\%_]/g, '')}%`),
        eb('rules.rule_name', 'ilike', pattern),
      ]),
    );
  }
  const [users, objectAlertRows] = await Promise.all([
    members.orderBy('full_name').orderBy('users.id').limit(COMMENT_LIMITS.suggestMax).execute(),
    alerts.orderBy('alerts.id', 'desc').limit(COMMENT_LIMITS.suggestMax).execute(),
  ]);
  return { users, alerts: objectAlertRows };
}

/** A comment file of the workspace by its key. */
export function findCommentFile(db: Db, workspaceId: number, key: string) {
  return db
    .selectFrom('comment_files')
    .select(['file_key', 'file_name', 'content_type', 'size_bytes'])
    .where('workspace_id', '=', workspaceId)
    .where('file_key', '=', key)
    .executeTakeFirst();
}
