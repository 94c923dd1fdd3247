import type { CommentObjectType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { commentFileStore } from './comment-file-store.ts';

/**
 * Delete the comments of objects that are being deleted (a case), with their file rows, in the caller's
 * transaction. Answers the keys of their files: the disk is not transactional, so the caller removes them with
 * removeCommentFiles once the transaction has committed (a rolled-back delete keeps its files).
 */
export async function deleteObjectComments(
  trx: Db,
  workspaceId: number,
  type: CommentObjectType,
  objectIds: readonly number[],
): Promise<string[]> {
  if (objectIds.length === 0) return [];
  const comments = await trx
    .selectFrom('comments')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('object_type', '=', type)
    .where('object_id', 'in', [...objectIds])
    .execute();
  if (comments.length === 0) return [];
  const commentIds = comments.map((c) => c.id);
  const files = await trx
    .deleteFrom('comment_files')
    .where('comment_id', 'in', commentIds)
    .returning('file_key')
    .execute();
  await trx.deleteFrom('comments').where('id', 'in', commentIds).execute();
  return files.map((f) => f.file_key);
}

/** Remove comment files from the disk (DATA_DIR/comment-files); a file already gone is no error. */
export function removeCommentFiles(dataDir: string, keys: readonly string[]): Promise<void> {
  return commentFileStore(dataDir).remove([...keys]);
}
