import { type CommentContext, type CommentContextInput, commentContext } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { fieldMessage } from '../../../plugins/validation-messages.ts';
import type { CommentObject } from './comment-objects.ts';

/** A member's name as comments show it. */
export const fullName = sql<string>`coalesce(nullif(trim(users.first_name || ' ' || users.last_name), ''), users.email)`;

/** The context field of the create form (JSON text): 400 on `context` when it is not a context. */
export function parseContextField(text: string | undefined): CommentContextInput | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw HttpError.fields({ context: ['Enter a valid JSON object.'] });
  }
  const parsed = commentContext.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue
      ? fieldMessage({ keyword: issue.code, message: issue.message, params: { ...issue } })
      : '';
    throw HttpError.fields({ context: [`${issue ? contextPlace(issue.path) : 'The context'}: ${message}`] });
  }
  return parsed.data;
}

const CONTEXT_LISTS: Record<string, string> = {
  users: 'Mentioned member',
  alerts: 'Mentioned alert',
  alert_items: 'Alert item',
};

/** Where in the context a problem is, in the editor's words ("Mentioned alert 1, rule_name"), not a schema path. */
function contextPlace(path: readonly PropertyKey[]): string {
  const [list, index, field] = path;
  const name = typeof list === 'string' ? CONTEXT_LISTS[list] : undefined;
  if (!name) return 'The context';
  if (typeof index !== 'number') return `The list of ${name.toLowerCase()}s`;
  return `${name} ${index + 1}${typeof field === 'string' ? `, ${field}` : ''}`;
}

/**
 * The context as stored: entries that do not hold are dropped, not refused (a mention of someone who left the
 * workspace while the comment was written must not lose the comment). Kept: mentions of active members of the
 * workspace, of the object's alerts and of its alerts' items, at positions inside the plain text; names are
 * the stored ones, not the sender's.
 */
export async function resolveContext(
  trx: Db,
  input: { workspaceId: number; object: CommentObject; text: string; context: CommentContextInput },
): Promise<CommentContext> {
  const context = commentContext.parse(input.context);
  const fits = (m: { start_position: number; length: number }) =>
    m.start_position + m.length <= input.text.length;
  const userIds = [...new Set(context.users.map((u) => u.id))];
  const alertIds = [...new Set(context.alerts.map((a) => a.id))];
  const itemIds = [...new Set(context.alert_items)];
  const [members, alerts, items] = await Promise.all([
    userIds.length === 0
      ? []
      : trx
          .selectFrom('users')
          .innerJoin('memberships', 'memberships.user_id', 'users.id')
          .select(['users.id', fullName.as('full_name')])
          .where('users.id', 'in', userIds)
          .where('users.is_active', '=', true)
          .where('memberships.workspace_id', '=', input.workspaceId)
          .where('memberships.is_active', '=', true)
          .execute(),
    alertIds.length === 0
      ? []
      : objectAlerts(trx, input.workspaceId, input.object)
          .innerJoin('rules', 'rules.id', 'alerts.rule_id')
          .select(['alerts.id', 'rules.rule_name'])
          .where('alerts.id', 'in', alertIds)
          .execute(),
    itemIds.length === 0
      ? []
      : objectAlerts(trx, input.workspaceId, input.object)
          .innerJoin('alert_items', 'alert_items.alert_id', 'alerts.id')
          .select('alert_items.id')
          .where('alert_items.id', 'in', itemIds)
          .execute(),
  ]);
  const memberName = new Map(members.map((m) => [m.id, m.full_name]));
  const ruleName = new Map(alerts.map((a) => [a.id, a.rule_name]));
  const knownItems = new Set(items.map((i) => i.id));
  return {
    users: context.users.flatMap((u) => {
      const name = memberName.get(u.id);
      return name !== undefined && fits(u) ? [{ ...u, full_name: name }] : [];
    }),
    alerts: context.alerts.flatMap((a) => {
      const name = ruleName.get(a.id);
      return name !== undefined && fits(a) ? [{ ...a, rule_name: name }] : [];
    }),
    alert_items: itemIds.filter((id) => knownItems.has(id)),
  };
}

/** The alerts of an object of the workspace. */
export function objectAlerts(db: Db, workspaceId: number, object: CommentObject) {
  return db
    .selectFrom('alerts')
    .where('alerts.workspace_id', '=', workspaceId)
    .where('alerts.object_type', '=', object.type)
    .where('alerts.object_id', '=', object.id);
}
