import { createHmac } from 'node:crypto';
import {
  endpoints,
  type NotificationSubscriptions,
  notificationSubscriptions,
  ROLE_LABELS,
  Role,
} from '@riskscreen/shared';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteModule } from '../../lib/module.ts';
import { type Caller, requireCaller, type WorkspaceScope } from '../../plugins/auth.ts';
import { loadUserProfile } from './load-user-profile.ts';

/** Defaults for a user who never saved notification settings: risk alerts for High and Critical. */
export const DEFAULT_SUBSCRIPTIONS: NotificationSubscriptions = {
  weekly_report: true,
  monthly_report: false,
  file_upload_status: true,
  risk_notifications: { 1: false, 2: false, 3: false, 4: true, 5: true },
  alert_item_notifications: true,
  assignment_notifications: true,
  mention_notifications: true,
  alert_resolution_notifications: false,
};

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

  route(api, endpoints.profile.me, user, (request) => loadUserProfile(db, requireCaller(request).userId));

  route(api, endpoints.profile.updateMe, user, async (request) => {
    const { userId } = requireCaller(request);
    const { first_name, last_name, timezone, language } = request.body;
    await db
      .updateTable('users')
      .set({ first_name, last_name, timezone, language })
      .where('id', '=', userId)
      .execute();
    return loadUserProfile(db, userId);
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

  // Account permissions and third-party integration switches: a self-hosted install loads no third-party
  // scripts, so every integration flag is off.
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
      is_support_widget_enabled: false,
      is_chat_messenger_enabled: false,
      is_session_recording_enabled: false,
      is_tag_manager_enabled: false,
      is_product_analytics_enabled: false,
      server_env: 'self-hosted',
      fireblocks_enabled: false,
      support_key: null,
    };
  });
};
