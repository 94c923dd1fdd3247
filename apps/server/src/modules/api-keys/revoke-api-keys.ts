import type { Db } from '../../db/client.ts';

/**
 * Deactivate every active API key of a user (all workspaces, or one), in the caller's transaction when it runs in
 * one: a password change that revokes keys, a workspace admin's revocation, and the future disabling of a member.
 * A revoked key stays listed, so its owner sees it revoked and may re-enable it after signing in again.
 * Answers how many keys it deactivated.
 */
export async function revokeApiKeysOf(
  db: Db,
  userId: number,
  scope: { workspaceId?: number } = {},
): Promise<number> {
  let keys = db
    .updateTable('api_keys')
    .set({ is_active: false, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('is_active', '=', true);
  if (scope.workspaceId !== undefined) keys = keys.where('workspace_id', '=', scope.workspaceId);
  const result = await keys.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
