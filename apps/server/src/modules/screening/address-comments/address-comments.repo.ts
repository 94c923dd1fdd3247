import { type AddressCommentDto, endpointPath, endpoints } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { commentExcerpt, type EntityEventActor, recordEntityEvent } from '../entity-audit/index.ts';

export type NewAddressComment = {
  workspaceId: number;
  blockchain: number;
  identifier: string;
  comment: string;
  file: { name: string; data: Buffer } | null;
  userId: number;
  via: EntityEventActor['via'];
};

type CommentRow = {
  id: number;
  blockchain: number;
  identifier: string;
  comment: string;
  file_name: string | null;
  file_size: number | null;
  created_by: number | null;
  commenter: string | null;
  created_at: Date;
};

const SUPPORT_FILE_PATH = (id: number) => endpointPath(endpoints.addressComments.supportFile, { id });

export function presentAddressComment(row: CommentRow): AddressCommentDto {
  return {
    id: row.id,
    identifier: row.identifier,
    currency: row.blockchain,
    comment: row.comment,
    commenter: { id: row.created_by, name: row.commenter?.trim() || 'Former member' },
    support_file:
      row.file_name === null
        ? null
        : { file_name: row.file_name, size: row.file_size ?? 0, url: SUPPORT_FILE_PATH(row.id) },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The columns of a comment with its author's name; never the file's bytes. */
function commentsOf(db: Db, workspaceId: number) {
  return db
    .selectFrom('address_comments as c')
    .leftJoin('users as u', 'u.id', 'c.created_by')
    .select([
      'c.id',
      'c.blockchain',
      'c.identifier',
      'c.comment',
      'c.file_name',
      'c.file_size',
      'c.created_by',
      'c.created_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('commenter'),
    ])
    .where('c.workspace_id', '=', workspaceId);
}

export async function insertAddressComment(db: Db, input: NewAddressComment): Promise<AddressCommentDto> {
  const { id } = await inTransaction(db, async (trx) => {
    const saved = await trx
      .insertInto('address_comments')
      .values({
        workspace_id: input.workspaceId,
        blockchain: input.blockchain,
        identifier: input.identifier,
        comment: input.comment,
        file_name: input.file?.name ?? null,
        file_size: input.file?.data.length ?? null,
        file_data: input.file?.data ?? null,
        created_by: input.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The address's audit log quotes the comment, in the same transaction.
    await recordEntityEvent(trx, {
      object: {
        workspaceId: input.workspaceId,
        type: 'address',
        blockchain: input.blockchain,
        identifier: input.identifier,
      },
      actor: { userId: input.userId, via: input.via },
      event: {
        type: 'comment_added',
        context: {
          comment_id: saved.id,
          excerpt: commentExcerpt(input.comment),
          file_name: input.file?.name ?? null,
        },
      },
    });
    return saved;
  });
  const row = await commentsOf(db, input.workspaceId).where('c.id', '=', id).executeTakeFirstOrThrow();
  return presentAddressComment(row);
}

/** One address's comments in the workspace, newest first. */
export async function listAddressComments(
  db: Db,
  workspaceId: number,
  address: { blockchain: number; identifier: string },
  page: { offset: number; limit: number },
): Promise<{ rows: AddressCommentDto[]; count: number }> {
  const scoped = (query: ReturnType<typeof commentsOf>) =>
    query.where('c.blockchain', '=', address.blockchain).where('c.identifier', '=', address.identifier);
  const [rows, total] = await Promise.all([
    scoped(commentsOf(db, workspaceId))
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('address_comments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('blockchain', '=', address.blockchain)
      .where('identifier', '=', address.identifier)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentAddressComment), count: Number(total.n) };
}

/** A comment's support file, when the comment is the workspace's and has one. */
export async function findSupportFile(
  db: Db,
  workspaceId: number,
  id: number,
): Promise<{ name: string; data: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('address_comments')
    .select(['file_name', 'file_data'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.file_name || !row.file_data) return undefined;
  return { name: row.file_name, data: row.file_data };
}
