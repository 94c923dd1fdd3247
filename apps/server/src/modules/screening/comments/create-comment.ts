import { COMMENT_TYPES, type CommentContextInput } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { objectAlerts } from './comment-context.ts';
import type { CommentFileStore } from './comment-file-store.ts';
import { type CommentObject, objectLink } from './comment-objects.ts';
import { recordComment } from './record-comment.ts';

export type NewComment = {
  workspaceId: number;
  workspaceSlug: string;
  object: CommentObject;
  authorId: number;
  body: string;
  context: CommentContextInput | undefined;
  alertId: number | undefined;
  alertItemId: number | undefined;
  files: { name: string; data: Buffer; contentType: string }[];
};

/**
 * A person's comment on an object, with its files: the alert (and item) must be the object's (400 otherwise),
 * the files are written first and the comment with their rows in one transaction; a failed transaction removes
 * the files again, so nothing is half-written.
 */
export async function createComment(
  db: Db,
  store: CommentFileStore,
  input: NewComment,
): Promise<{ id: number }> {
  const alertId = await resolveAlert(db, input);
  const keys: string[] = [];
  try {
    for (const file of input.files) keys.push(await store.save(file.data));
    return await db.transaction().execute(async (trx) => {
      const comment = await recordComment(trx, {
        workspaceId: input.workspaceId,
        object: input.object,
        alertId,
        alertItemId: input.alertItemId ?? null,
        authorId: input.authorId,
        type: COMMENT_TYPES.userCommentCreated,
        body: input.body,
        ...(input.context ? { context: input.context } : {}),
        link: objectLink(input.object, input.workspaceSlug, alertId),
      });
      if (input.files.length > 0) {
        await trx
          .insertInto('comment_files')
          .values(
            input.files.map((file, i) => ({
              comment_id: comment.id,
              workspace_id: input.workspaceId,
              file_key: keys[i] as string,
              file_name: file.name,
              content_type: file.contentType,
              size_bytes: file.data.length,
            })),
          )
          .execute();
      }
      return comment;
    });
  } catch (error) {
    await store.remove(keys);
    throw error;
  }
}

/** The comment's alert: the one given, or the item's; it must be the object's, and the item the alert's. */
async function resolveAlert(db: Db, input: NewComment): Promise<number | null> {
  if (input.alertItemId !== undefined) {
    const item = await objectAlerts(db, input.workspaceId, input.object)
      .innerJoin('alert_items', 'alert_items.alert_id', 'alerts.id')
      .select('alert_items.alert_id')
      .where('alert_items.id', '=', input.alertItemId)
      .executeTakeFirst();
    if (!item || (input.alertId !== undefined && item.alert_id !== input.alertId)) {
      throw HttpError.fields({ alert_item: ['Select a valid alert item.'] });
    }
    return item.alert_id;
  }
  if (input.alertId === undefined) return null;
  const alert = await objectAlerts(db, input.workspaceId, input.object)
    .select('alerts.id')
    .where('alerts.id', '=', input.alertId)
    .executeTakeFirst();
  if (!alert) throw HttpError.fields({ alert: ['Select a valid alert.'] });
  return alert.id;
}
