import type { Db } from '../../../db/client.ts';

/**
 * Who ends a key: its owner (turning it off, or a password change that asks for it), an admin (a workspace admin's
 * revocation, disabling the member), or a password reset by e-mail (the lost-account path). Only the owner's own
 * revocation may be undone by the owner: an admin's and a reset's end a key that someone else may have minted.
 */
export type KeyRevoker =
  | { kind: 'owner'; userId: number }
  | { kind: 'admin'; userId: number }
  | { kind: 'password_reset' };

/** The record of a revocation, for an update of api_keys. */
export function revocationOf(by: KeyRevoker, at = new Date()) {
  return {
    is_active: false,
    revoked_by: by.kind,
    revoked_by_user_id: by.kind === 'password_reset' ? null : by.userId,
    revoked_at: at,
    updated_at: at,
  };
}

/**
 * Deactivate every active API key of a user (all workspaces, or one), in the caller's transaction when it runs in
 * one, recording who revoked it. A revoked key stays listed, so its owner sees it revoked; the owner may re-enable
 * only a key the owner revoked. Answers how many keys it deactivated.
 */
export async function revokeApiKeysOf(
  db: Db,
  userId: number,
  by: KeyRevoker,
  scope: { workspaceId?: number } = {},
): Promise<number> {
  let keys = db
    .updateTable('api_keys')
    .set(revocationOf(by))
    .where('user_id', '=', userId)
    .where('is_active', '=', true);
  if (scope.workspaceId !== undefined) keys = keys.where('workspace_id', '=', scope.workspaceId);
  const result = await keys.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
