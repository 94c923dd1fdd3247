import { createHmac } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_SUBSCRIPTIONS,
  endpoints,
  type NotificationSubscriptions,
  notificationSubscriptions,
  ROLE_LABELS,
  Role,
} from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { type Caller, requireCaller, type WorkspaceScope } from '../../../plugins/auth.ts';
import { integrationFlagsOf } from './integration-flags.ts';
import { loadUserProfile } from './load-user-profile.ts';

/** Defaults for a user who never saved notification settings (the notification subscribers read the same). */
export const DEFAULT_SUBSCRIPTIONS: NotificationSubscriptions = DEFAULT_NOTIFICATION_SUBSCRIPTIONS;

/**
 * The caller's role as account permissions name it: organisation admins and service accounts are that in every
 * workspace; others hold their membership role in the requested workspace ('Member' without one).
 */
export function roleVerbose(caller: Caller, scope: WorkspaceScope | null): string {
  if (caller.isOrganizationAdmin) return 'Organisation Admin';
  if (caller.profileRole === Role.ServiceAccount) return ROLE_LABELS[Role.ServiceAccount];
  const role = scope?.membershipRole ?? caller.profileRole;
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'Member';
}

export const profileRoutes: RouteModule = (api, { db, config }) => {
  const user = { access: 'user' } as const;

  route(api, endpoints.profile.me, user, (request) =>
    loadUserProfile(db, requireCaller(request).userId, request.scope?.slug ?? null),
  );

  route(api, endpoints.profile.updateMe, user, async (request) => {
    const { userId } = requireCaller(request);
    const { first_name, last_name, timezone, language } = request.body;
    await db
      .updateTable('users')
      .set({ first_name, last_name, timezone, language })
      .where('id', '=', userId)
      .execute();
    return loadUserProfile(db, userId, request.scope?.slug ?? null);
  });

  route(api, endpoints.profile.notificationSubscriptions, user, async (request) => {
    const row = await db
      .selectFrom('notification_subscriptions')
      .select('settings')
      .where('user_id', '=', requireCaller(request).userId)
      .executeTakeFirst();
    return notificationSubscriptions.parse({ ...DEFAULT_SUBSCRIPTIONS, ...(row?.settings ?? {}) });
  });

  route(api, endpoints.profile.updateNotificationSubscriptions, user, async (request) => {
    const settings = JSON.stringify(request.body);
    await db
      .insertInto('notification_subscriptions')
      .values({ user_id: requireCaller(request).userId, settings })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: new Date() }))
      .execute();
    return request.body;
  });

  route(api, endpoints.profile.plan, user, async (request) => {
    const org = await db
      .selectFrom('organizations')
      .select(['plan_name', 'plan_end_date', 'user_limit', 'credit_limit'])
      .where('id', '=', requireCaller(request).organizationId)
      .executeTakeFirstOrThrow();
    return {
      name: org.plan_name,
      end_date: org.plan_end_date ? String(org.plan_end_date).slice(0, 10) : null,
      user_limit: org.user_limit,
      credit_limit: org.credit_limit,
    };
  });

  // Account permissions and the organisation's integration switches, as its operator set them (all off by
  // default: a self-hosted install loads no third-party script until told to).
  route(api, endpoints.profile.accountPermissions, user, async (request) => {
    const caller = requireCaller(request);
    const row = await db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select([
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.language',
        'users.timezone',
        'users.date_joined',
        'organizations.slug',
        'organizations.plan_name',
        'organizations.integration_flags',
      ])
      .where('users.id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    const joined = new Date(row.date_joined).toISOString();
    return {
      id: row.id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      username: row.email,
      role_verbose: roleVerbose(caller, request.scope),
      date_joined: joined,
      is_authenticated: true,
      organization: row.slug,
      billing_plan_name: row.plan_name,
      language: row.language,
      timezone: row.timezone,
      created_at: joined,
      user_hash: createHmac('sha256', config.jwtSecret).update(String(row.id)).digest('hex'),
      ...integrationFlagsOf(row.integration_flags),
      server_env: 'self-hosted',
    };
  });
};
