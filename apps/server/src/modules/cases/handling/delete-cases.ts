import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { deleteObjectComments, removeCommentFiles } from '../../screening/index.ts';
import { lockCases } from './change-case.ts';

/**
 * Delete cases of the workspace with their entities, timeline and comments, in one transaction; answers how many
 * were deleted. Their comments' files leave the disk once it has committed. Who may delete is the route's check
 * (admins: spec part 3 §6 names no other role).
 */
export async function deleteCases(
  deps: { db: Db; dataDir: string; log: FastifyBaseLogger },
  workspaceId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const { deleted, fileKeys } = await inTransaction(deps.db, async (trx) => {
    const found = (await lockCases(trx, workspaceId, ids)).map((c) => c.id);
    if (found.length === 0) return { deleted: 0, fileKeys: [] };
    const keys = await deleteObjectComments(trx, workspaceId, 'case', found);
    await trx.deleteFrom('cases').where('workspace_id', '=', workspaceId).where('id', 'in', found).execute();
    return { deleted: found.length, fileKeys: keys };
  });
  // The cases are gone whatever the disk says: a file that cannot be removed is the operator's to see, not a 500.
  await removeCommentFiles(deps.dataDir, fileKeys).catch((error: unknown) =>
    deps.log.warn({ err: error, files: fileKeys.length }, 'files of deleted case comments were left on disk'),
  );
  return deleted;
}
