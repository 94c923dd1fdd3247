import { errorText, isAdmin, isOrgAdmin } from '@riskscreen/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sha256 } from '../lib/hashing.ts';
import { forbidden, HttpError, notFound, unauthenticated } from '../lib/http-errors.ts';
import {
  type ApiRateStanding,
  countApiKeyRequest,
  planFlagsOf,
  refuseExpiredPlan,
  verifyAccessToken,
} from '../modules/accounts/index.ts';
import { applyApiRateLimit } from './api-rate-limit.ts';
import { rejectNulInUrl } from './null-characters.ts';

/**
 * Who may call a route:
 * - public: anyone;
 * - user: any signed-in user (profile, keys of the user…);
 * - workspace: a member of the workspace named by the `workspace` query parameter (404 otherwise);
 * - admin: as workspace, and isAdmin; orgAdmin: any signed-in isOrgAdmin user.
 * Whatever the level, a `workspace` parameter that is present must name a workspace of the caller (404 otherwise).
 */
export type Access = 'public' | 'user' | 'workspace' | 'admin' | 'orgAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Whether an X-API-Key may authenticate the route. Unset: only workspace data routes ('workspace', 'admin')
     * accept keys; account and identity routes ('user', 'orgAdmin') do not, and a route that keeps keys out
     * (managing keys) says false.
     */
    apiKey?: boolean;
    /**
     * A 'user' route that still reads or spends a workspace's data, the workspace named by the caller's key or the
     * optional parameter (the sanctions check): past the plan's end date it answers as the workspace routes do.
     */
    workspaceData?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    scope: WorkspaceScope | null;
  }
}

/** The machine API: the routes an API key may call (see FastifyContextConfig.apiKey). */
export function acceptsApiKey(config: { access?: Access; apiKey?: boolean }): boolean {
  const access = config.access ?? 'public';
  if (access === 'public') return false;
  return config.apiKey ?? (access === 'workspace' || access === 'admin');
}

export type Caller = {
  userId: number;
  organizationId: number;
  email: string;
  profileRole: number | null;
  isOrganizationAdmin: boolean;
  /** 'system': the server acting on its own (demo seeding); never an HTTP caller. */
  via: 'token' | 'apiKey' | 'system';
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
  app.addHook('onRequest', async (request, reply) => {
    const routeConfig = request.routeOptions.config;
    const access = routeConfig.access ?? 'public';
    const { caller, apiRate } = await authenticate(request, deps, acceptsApiKey(routeConfig));
    request.caller = caller;
    // A key past its plan's rate limit answers 429 before anything else is read for it.
    if (apiRate) applyApiRateLimit(reply, apiRate);
    if (access === 'public') return;
    if (!caller) throw presentsCredentials(request) ? invalidCredentials(request) : unauthenticated();
    rejectNulInUrl(request);
    const slug = workspaceParam(request, access);
    if (slug !== null) request.scope = await resolveWorkspace(slug, caller, deps.db);
    // Past the plan's end date the workspace's data answers 401 'Your Billing Plan Has Expired' (the web's
    // billing screen); the account routes (profile, plan, sign-out) still answer.
    if (access === 'workspace' || access === 'admin' || routeConfig.workspaceData)
      await refuseExpiredPlan(deps.db, caller.organizationId, new Date());
    if (access === 'orgAdmin' && !isOrgAdmin({ ...caller, membershipRole: null })) throw forbidden();
    if (access === 'admin' && !request.scope?.isAdmin) throw forbidden();
  });
}

/** A token or key was sent (and refused): the client should refresh or sign in again, not sign in for the first time. */
function presentsCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined;
}

/** A refused bearer token (the web refreshes on it), or a refused API key, named as such for the script using it. */
const invalidCredentials = (request: FastifyRequest) =>
  request.headers.authorization === undefined && request.headers['x-api-key'] !== undefined
    ? HttpError.fromCatalogue(401, 'invalid_api_key')
    : HttpError.fromCatalogue(401, 'invalid_token');

/**
 * The workspace slug the request names. Workspace routes require it; on every other route it is optional, but a
 * slug that is sent is still checked, so no route answers for a workspace the caller does not belong to.
 */
function workspaceParam(request: FastifyRequest, access: Access): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.workspace;
  const required = access === 'workspace' || access === 'admin';
  if (Array.isArray(value) || (value !== undefined && typeof value !== 'string')) {
    throw HttpError.fields({ workspace: ['Not a valid string.'] });
  }
  if (value) return value;
  if (required) throw HttpError.fields({ workspace: [errorText('field_required')] });
  return null;
}

type Authenticated = {
  caller: Caller | null;
  /** An API key's standing against its plan's rate limit (the request is counted). */
  apiRate?: ApiRateStanding | undefined;
};

/**
 * Who is calling: a bearer access token of a live session, else an API key. A valid key is honoured only on routes
 * that accept keys (403 elsewhere), and only when the organisation's plan includes API access (403 otherwise).
 */
/** The user's columns a caller is made of (callerFrom), whether a token or an API key authenticates them. */
const CALLER_COLUMNS = [
  'users.id',
  'users.organization_id',
  'users.email',
  'users.role',
  'users.is_organization_admin',
] as const;

async function authenticate(
  request: FastifyRequest,
  { db, config }: { db: Db; config: Config },
  routeAcceptsKeys: boolean,
): Promise<Authenticated> {
  const header = request.headers.authorization;
  const apiKey = request.headers['x-api-key'];
  if (typeof header === 'string' && /^Bearer /i.test(header)) {
    const claims = await verifyAccessToken(config, header.slice(7).trim());
    if (!claims) return { caller: null };
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(CALLER_COLUMNS)
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.user_id', '=', claims.userId)
      .where('sessions.revoked_at', 'is', null)
      .where('users.is_active', '=', true)
      .executeTakeFirst();
    if (!row) return { caller: null };
    return { caller: callerFrom(row, 'token', claims.sessionId, null) };
  }
  if (typeof apiKey === 'string' && apiKey.length > 0 && apiKey.length < 200) {
    // Public routes need no identity: a key sent there is not even looked up.
    if ((request.routeOptions.config.access ?? 'public') === 'public') return { caller: null };
    const row = await db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select([
        ...CALLER_COLUMNS,
        'api_keys.workspace_id',
        'api_keys.id as key_id',
        'organizations.plan_flags',
        'organizations.api_rate_limit',
      ])
      .where('api_keys.key_hash', '=', sha256(apiKey))
      .where('api_keys.is_active', '=', true)
      .where('users.is_active', '=', true)
      .executeTakeFirst();
    if (!row) return { caller: null };
    if (!routeAcceptsKeys) throw HttpError.fromCatalogue(403, 'api_key_not_allowed');
    if (!planFlagsOf(row.plan_flags).can_access_api)
      throw HttpError.fromCatalogue(403, 'api_access_not_in_plan');
    const apiRate = await countApiKeyRequest(db, row.key_id, row.api_rate_limit, new Date());
    return { caller: callerFrom(row, 'apiKey', null, row.workspace_id), apiRate };
  }
  return { caller: null };
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

/** The same 404 for a workspace that does not exist and one of somebody else: nothing is learnt from it. */
const workspaceNotFound = () => HttpError.fromCatalogue(404, 'workspace_not_found');

async function resolveWorkspace(slug: string, caller: Caller, db: Db): Promise<WorkspaceScope> {
  if (slug.length > 100) throw workspaceNotFound();
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
  if (!row || row.organization_id !== caller.organizationId) throw workspaceNotFound();
  const standing = {
    isOrganizationAdmin: caller.isOrganizationAdmin,
    profileRole: caller.profileRole,
    membershipRole: row.role,
  };
  // Members see their workspaces; organisation admins see every workspace of their own organisation.
  if (row.role === null && !isOrgAdmin(standing)) throw workspaceNotFound();
  if (caller.apiKeyWorkspaceId !== null && caller.apiKeyWorkspaceId !== row.id) throw workspaceNotFound();
  return {
    workspaceId: row.id,
    slug: row.slug,
    name: row.name,
    membershipRole: row.role,
    caseRole: row.case_role,
    isAdmin: isAdmin(standing),
  };
}
