import { COMMENT_LIMITS } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { CommentObject } from './comment-objects.ts';
import { sanitizeCommentBody } from './sanitize-comment.ts';

/** A comment the system writes on an object (no author, no context: it mentions nobody). */
export type SystemCommentInput = { workspaceId: number; object: CommentObject; type: number; body: string };

/**
 * Store many system comments in the caller's transaction with one statement (the monitor's risk changes of a batch):
 * each stored as recordComment stores an authorless comment without context, which tells no one (it mentions
 * nobody). A body longer than the limit is refused, as recordComment refuses it.
 */
export async function recordSystemComments(trx: Db, comments: readonly SystemCommentInput[]): Promise<void> {
  if (comments.length === 0) return;
  if (comments.some((c) => c.body.length > COMMENT_LIMITS.bodyMaxLength))
    throw new Error(`A system comment is longer than ${COMMENT_LIMITS.bodyMaxLength} characters`);
  await trx
    .insertInto('comments')
    .values(
      comments.map((c) => ({
        workspace_id: c.workspaceId,
        object_type: c.object.type,
        object_id: c.object.id,
        alert_id: null,
        alert_item_id: null,
        author_id: null,
        type: c.type,
        body: sanitizeCommentBody(c.body),
        context: null,
      })),
    )
    .execute();
}
