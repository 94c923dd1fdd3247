import type { CommentObjectType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/**
 * The object a comment is on: its kind and its row id in the workspace; pagePath when its page is not addressed by
 * the id (a customer's page is addressed by its customer id).
 */
export type CommentObject = { type: CommentObjectType; id: number; pagePath?: string };

type ObjectKind = {
  /** The live rows of the kind (archived objects take no comments; a deleted case is gone). */
  table: 'screened_addresses' | 'screened_transactions' | 'cases' | 'customers';
  /** The web app's page of one object. */
  pagePath: (id: number) => string;
};

/** The kinds of objects that carry comments: a customer or a case is one more entry. */
const OBJECT_KINDS: Record<CommentObjectType, ObjectKind> = {
  address: { table: 'screened_addresses', pagePath: (id) => `/addresses/${id}` },
  transaction: { table: 'screened_transactions', pagePath: (id) => `/transactions/${id}` },
  case: { table: 'cases', pagePath: (id) => `/cases/${id}` },
  customer: { table: 'customers', pagePath: (id) => `/customers/${id}` },
};

/** The workspace's live object of that kind and id, or undefined. */
export async function findCommentObject(
  db: Db,
  workspaceId: number,
  object: CommentObject,
): Promise<CommentObject | undefined> {
  const table = OBJECT_KINDS[object.type].table;
  if (table === 'customers') {
    const customer = await db
      .selectFrom('customers')
      .select(['id', 'customer_id'])
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', object.id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return (
      customer && {
        type: object.type,
        id: customer.id,
        pagePath: `/customers/${encodeURIComponent(customer.customer_id)}`,
      }
    );
  }
  const row =
    table === 'cases'
      ? await db
          .selectFrom('cases')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', object.id)
          .executeTakeFirst()
      : await db
          .selectFrom(table)
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', object.id)
          .where('archived_at', 'is', null)
          .executeTakeFirst();
  return row && { type: object.type, id: row.id };
}

/** The object's page in the web app, in the workspace, optionally opened at an alert. */
export function objectLink(object: CommentObject, workspaceSlug: string, alertId?: number | null): string {
  const query = new URLSearchParams({ workspace: workspaceSlug });
  if (alertId) query.set('alert', String(alertId));
  return `${object.pagePath ?? OBJECT_KINDS[object.type].pagePath(object.id)}?${query}`;
}
