import { ERROR_TEXTS, endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { randomToken, sha256 } from '../../../lib/hashing.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { confirmPassword, type PasswordDeps } from '../passwords/index.ts';
import { planFlagsOf } from '../tenancy/index.ts';
import { revocationOf, revokeApiKeysOf } from './revoke-api-keys.ts';

const KEY_PREFIX = 'rsk_';

function mask(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}${'•'.repeat(8)}${key.slice(-4)}`;
}

type KeyRow = { id: number; masked: string; created_at: Date; updated_at: Date; is_active: boolean };
const present = (row: KeyRow, key = row.masked) => ({
  id: row.id,
  key,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  is_active: row.is_active,
});

/**
 * API keys of the caller in the current workspace: stored as SHA-256 hashes, the full key returned once at
 * creation, listed masked. A key authenticates X-API-Key calls to the machine API as its user, in its workspace
 * only; managing keys is an account action, so these routes refuse keys (a key cannot mint more keys). A key
 * outlives a password change, so minting one takes the password again (decision 0020).
 */
export const apiKeysRoutes: RouteModule<BaseDeps & PasswordDeps> = (api, { db, signInSlowdown }) => {
  const cols = ['id', 'masked', 'created_at', 'updated_at', 'is_active'] as const;
  const config = { access: 'workspace', apiKey: false } as const;

  /** A plan without API access may list and revoke its keys, not create or re-enable one. */
  const requireApiPlan = async (organizationId: number) => {
    const org = await db
      .selectFrom('organizations')
      .select('plan_flags')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    if (!planFlagsOf(org.plan_flags).can_access_api)
      throw HttpError.fromCatalogue(403, 'api_access_not_in_plan');
  };

  route(api, endpoints.apiKeys.list, config, async (request) => {
    const { userId } = requireCaller(request);
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const base = db
      .selectFrom('api_keys')
      .where('user_id', '=', userId)
      .where('workspace_id', '=', workspaceId);
    const [rows, total] = await Promise.all([
      base
        .select(cols)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageOf(
      request,
      rows.map((r) => present(r)),
      Number(total.n),
      offset,
      limit,
    );
  });

  route(api, endpoints.apiKeys.create, config, async (request) => {
    const caller = requireCaller(request);
    const { userId, organizationId } = caller;
    const { workspaceId } = requireScope(request);
    // A plan without API access refuses before the password is evaluated: nothing to guess for.
    await requireApiPlan(organizationId);
    if (!(await confirmPassword(db, caller, request.body.password, signInSlowdown)))
      throw HttpError.fields({ password: [ERROR_TEXTS.password_incorrect] });
    const key = `${KEY_PREFIX}${randomToken(30)}`;
    const row = await db
      .insertInto('api_keys')
      .values({ user_id: userId, workspace_id: workspaceId, key_hash: sha256(key), masked: mask(key) })
      .returning(cols)
      .executeTakeFirstOrThrow();
    return present(row, key);
  });

  route(api, endpoints.apiKeys.update, config, async (request) => {
    const { userId, organizationId } = requireCaller(request);
    const { workspaceId } = requireScope(request);
    const ownKey = db
      .updateTable('api_keys')
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .where('workspace_id', '=', workspaceId);
    let row: KeyRow | undefined;
    if (request.body.is_active) {
      await requireApiPlan(organizationId);
      // Only a key its owner turned off comes back; the condition sits in the update, so a revocation that lands
      // between a read and this write is never undone.
      row = await ownKey
        .set({
          is_active: true,
          revoked_by: null,
          revoked_by_user_id: null,
          revoked_at: null,
          updated_at: new Date(),
        })
        .where((eb) => eb.or([eb('revoked_by', 'is', null), eb('revoked_by', '=', 'owner')]))
        .returning(cols)
        .executeTakeFirst();
    } else {
      // Turning off a key already off keeps the record of who revoked it first (an admin's stays an admin's).
      row = await ownKey
        .set(revocationOf({ kind: 'owner', userId }))
        .where('is_active', '=', true)
        .returning(cols)
        .executeTakeFirst();
    }
    if (row) return present(row);
    const key = await db
      .selectFrom('api_keys')
      .select([...cols, 'revoked_by'])
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (!key) throw notFound();
    if (request.body.is_active && key.revoked_by === 'admin')
      throw HttpError.fromCatalogue(403, 'api_key_revoked_by_admin');
    if (request.body.is_active && key.revoked_by === 'password_reset')
      throw HttpError.fromCatalogue(403, 'api_key_revoked_by_reset');
    return present(key);
  });

  // A workspace admin ends a member's keys here (a token stolen from the member may have minted them); keys the
  // member holds in other workspaces are for those workspaces' admins (decision 0020).
  route(api, endpoints.apiKeys.revokeMemberKeys, { access: 'admin', apiKey: false }, async (request) => {
    const { workspaceId } = requireScope(request);
    const member = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', request.params.id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    // The same 404 for a user of another workspace or organisation as for no user at all.
    if (!member) throw notFound();
    const by = { kind: 'admin', userId: requireCaller(request).userId } as const;
    return { revoked: await revokeApiKeysOf(db, member.user_id, by, { workspaceId }) };
  });
};
