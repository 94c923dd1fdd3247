import { COMMENT_LIMITS, type CommentContextInput } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { publishDomainEvent } from '../../platform/index.ts';
import { fullName, resolveContext } from './comment-context.ts';
import type { CommentObject } from './comment-objects.ts';
import { commentPlainText, sanitizeCommentBody } from './sanitize-comment.ts';

export type RecordCommentInput = {
  workspaceId: number;
  object: CommentObject;
  alertId?: number | null;
  alertItemId?: number | null;
  /** null: the system's own comment. */
  authorId: number | null;
  /** The event type (COMMENT_TYPES). */
  type: number;
  /** HTML, sanitised here. */
  body: string;
  context?: CommentContextInput;
  /** The web app's path the mention notifications point to. */
  link: string;
};

/**
 * Store a comment in the caller's transaction: the body sanitised, the context reduced to what holds
 * (comment-context.ts), and the members it mentions (except the author) told to the record of events
 * (comment.mentioned) in the same transaction; the notifications read them from there.
 * A body longer than the limit is refused (400 on `body`); whether an empty one is allowed is the caller's call.
 */
export async function recordComment(trx: Db, input: RecordCommentInput): Promise<{ id: number }> {
  if (input.body.length > COMMENT_LIMITS.bodyMaxLength) {
    throw HttpError.fields({
      body: [`Ensure this field has no more than ${COMMENT_LIMITS.bodyMaxLength} characters.`],
    });
  }
  const body = sanitizeCommentBody(input.body);
  const text = commentPlainText(body);
  const context = input.context
    ? await resolveContext(trx, {
        workspaceId: input.workspaceId,
        object: input.object,
        text,
        context: input.context,
      })
    : null;
  const row = await trx
    .insertInto('comments')
    .values({
      workspace_id: input.workspaceId,
      object_type: input.object.type,
      object_id: input.object.id,
      alert_id: input.alertId ?? null,
      alert_item_id: input.alertItemId ?? null,
      author_id: input.authorId,
      type: input.type,
      body,
      context: context ? JSON.stringify(context) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mentioned = (context?.users ?? []).map((u) => u.id).filter((id) => id !== input.authorId);
  if (mentioned.length > 0) {
    const author = input.authorId
      ? await trx
          .selectFrom('users')
          .select(fullName.as('name'))
          .where('id', '=', input.authorId)
          .executeTakeFirst()
      : undefined;
    await publishDomainEvent(
      trx,
      input.workspaceId,
      'comment.mentioned',
      {
        commentId: row.id,
        objectType: input.object.type,
        objectId: input.object.id,
        alertId: input.alertId ?? null,
        authorId: input.authorId,
        authorName: author?.name ?? null,
        mentionedUserIds: [...new Set(mentioned)],
        text,
        link: input.link,
      },
      input.authorId,
    );
  }
  return { id: row.id };
}
