import { isAdmin, isOrgAdmin } from '@riskscreen/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sha256 } from '../lib/hashing.ts';
import { forbidden, HttpError, notFound, unauthenticated } from '../lib/http-errors.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';

/**
 * Who may call a route:
 * - public: anyone;
 * - user: any signed-in user (profile, keys of the user…);
 * - workspace: a member of the workspace named by the `workspace` query parameter (404 otherwise);
 * - admin: as workspace, and isAdmin; orgAdmin: any signed-in isOrgAdmin user.
 */
export type Access = 'public' | 'user' | 'workspace' | 'admin' | 'orgAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
    scope: WorkspaceScope | null;
  }
}

export type Caller = {
  userId: number;
  organizationId: number;
  email: string;
  profileRole: number | null;
  isOrganizationAdmin: boolean;
  via: 'token' | 'apiKey';
  sessionId: string | null;
  /** API keys are bound to one workspace. */
  apiKeyWorkspaceId: number | null;
};

export type WorkspaceScope = {
  workspaceId: number;
  slug: string;
  name: string;
  membershipRole: number | null;
  caseRole: number | null;
  isAdmin: boolean;
};

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

export function requireScope(request: FastifyRequest): WorkspaceScope {
  if (!request.scope) throw notFound();
  return request.scope;
}

export function registerAuth(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('scope', null);

  // onRequest: identity and workspace are settled before the body is even parsed, so an outsider learns
  // nothing from validation errors.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    const caller = await authenticate(request, deps);
    request.caller = caller;
    if (access === 'public') return;
    if (!caller) throw unauthenticated();
    if (access === 'user') return;
    if (access === 'orgAdmin') {
      if (!isOrgAdmin({ ...caller, membershipRole: null })) throw forbidden();
      return;
    }
    request.scope = await resolveWorkspace(request, caller, deps.db);
    if (access === 'admin' && !request.scope.isAdmin) throw forbidden();
  });
}

async function authenticate(request: FastifyRequest, { db, config }: { db: Db; config: Config }) {
  const header = request.headers.authorization;
  const apiKey = request.headers['x-api-key'];
  if (typeof header === 'string' && /^Bearer /i.test(header)) {
    const claims = await verifyAccessToken(config, header.slice(7).trim());
    if (!claims) return null;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.organization_id',
        'users.email',
        'users.role',
        'users.is_organization_admin',
      ])
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.user_id', '=', claims.userId)
      .where('sessions.revoked_at', 'is', null)
      .where('users.is_active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    return callerFrom(row, 'token', claims.sessionId, null);
  }
  if (typeof apiKey === 'string' && apiKey.length > 0 && apiKey.length < 200) {
    const row = await db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select([
        'users.id',
        'users.organization_id',
        'users.email',
        'users.role',
        'users.is_organization_admin',
        'api_keys.workspace_id',
        'api_keys.id as key_id',
      ])
      .where('api_keys.key_hash', '=', sha256(apiKey))
      .where('api_keys.is_active', '=', true)
      .where('users.is_active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    await db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', row.key_id).execute();
    return callerFrom(row, 'apiKey', null, row.workspace_id);
  }
  return null;
}

function callerFrom(
  row: {
    id: number;
    organization_id: number;
    email: string;
    role: number | null;
    is_organization_admin: boolean;
  },
  via: Caller['via'],
  sessionId: string | null,
  apiKeyWorkspaceId: number | null,
): Caller {
  return {
    userId: row.id,
    organizationId: row.organization_id,
    email: row.email,
    profileRole: row.role,
    isOrganizationAdmin: row.is_organization_admin,
    via,
    sessionId,
    apiKeyWorkspaceId,
  };
}

async function resolveWorkspace(request: FastifyRequest, caller: Caller, db: Db): Promise<WorkspaceScope> {
  const query = request.query as Record<string, unknown> | undefined;
  let slug = typeof query?.workspace === 'string' ? query.workspace : undefined;
  if (!slug && caller.apiKeyWorkspaceId !== null) {
    const ws = await db
      .selectFrom('workspaces')
      .select('slug')
      .where('id', '=', caller.apiKeyWorkspaceId)
      .executeTakeFirst();
    slug = ws?.slug;
  }
  if (!slug) throw HttpError.fields({ workspace: ['This field is required.'] });
  if (slug.length > 100) throw notFound();
  const row = await db
    .selectFrom('workspaces')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.workspace_id', '=', 'workspaces.id')
        .on('memberships.user_id', '=', caller.userId)
        .on('memberships.is_active', '=', true),
    )
    .select([
      'workspaces.id',
      'workspaces.slug',
      'workspaces.name',
      'workspaces.organization_id',
      'memberships.role',
      'memberships.case_role',
    ])
    .where('workspaces.slug', '=', slug)
    .executeTakeFirst();
  if (!row || row.organization_id !== caller.organizationId) throw notFound();
  const standing = {
    isOrganizationAdmin: caller.isOrganizationAdmin,
    profileRole: caller.profileRole,
    membershipRole: row.role,
  };
  // Members see their workspaces; organisation admins see every workspace of their own organisation.
  if (row.role === null && !isOrgAdmin(standing)) throw notFound();
  if (caller.apiKeyWorkspaceId !== null && caller.apiKeyWorkspaceId !== row.id) throw notFound();
  return {
    workspaceId: row.id,
    slug: row.slug,
    name: row.name,
    membershipRole: row.role,
    caseRole: row.case_role,
    isAdmin: isAdmin(standing),
  };
}
