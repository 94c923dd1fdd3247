import {
  endpoints,
  type Integration,
  type SlackSettings,
  savedCustodyConfig,
  savedSlackConfig,
  savedWebhookConfig,
  type WebhookConfig,
} from '@riskscreen/shared';
import type { Config } from '../../config.ts';
import { route } from '../../lib/endpoint-route.ts';
import { randomToken } from '../../lib/hashing.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import type { QueueDeps } from '../platform/index.ts';
import { registerCustodyRoutes } from './custody/custody.routes.ts';
import { saveCustody } from './custody/save-custody.ts';
import {
  findIntegration,
  type IntegrationRow,
  listIntegrations,
  saveIntegration,
} from './integrations.repo.ts';
import { RefusedTarget, TargetGuard } from './outbound/target-guard.ts';
import { outboxAuditTrail } from './outbox/outbox-audit-trail.ts';
import { connectSlack, slackAuthorizeUrl } from './slack/slack-connect.ts';
import { generateSigningKey } from './webhook/sign-webhook.ts';
import { testWebhook } from './webhook/test-webhook.ts';

const SAVED_CONFIGS = {
  slack: savedSlackConfig,
  webhook: savedWebhookConfig,
  fireblocks: savedCustodyConfig,
} as const;

/** An integration as answers show it: the chat service's bot token is never among its configuration. */
function present(row: IntegrationRow): Integration {
  const config = SAVED_CONFIGS[row.provider].safeParse(row.config);
  return {
    id: row.id,
    provider: row.provider,
    is_active: row.is_active,
    config: config.success ? config.data : null,
    webhook_slug: row.webhook_slug,
    needs_reconnect: row.needs_reconnect,
  };
}

/** The chat service's new choices over what its connection stored (the team, the channel, the token). */
function slackConfigToSave(
  stored: Record<string, unknown>,
  settings: SlackSettings,
): Record<string, unknown> {
  return { ...stored, ...settings, risk: [...new Set(settings.risk)].sort((a, b) => a - b) };
}

/**
 * The webhook's URL must be a target the server may call: refused on save (a clear answer) as well as on every
 * call (where the host is resolved again).
 */
async function checkTarget(guard: TargetGuard, url: string): Promise<void> {
  try {
    await guard.checkUrl(new URL(url));
  } catch (error) {
    if (error instanceof RefusedTarget)
      throw HttpError.fields({ url: [HttpError.fromCatalogue(400, 'webhook_target_refused').detail] });
    throw HttpError.fields({ url: ['The host of this URL could not be found.'] });
  }
}

/** The configuration as saved: a key is generated when none is given (spec part 3 §5). */
function configToSave(config: WebhookConfig): WebhookConfig {
  const risk = [...new Set(config.risk)].sort((a, b) => a - b);
  return { ...config, key: config.key.trim() === '' ? generateSigningKey() : config.key, risk };
}

/**
 * The workspace's integrations (spec part 3 §7.5): list, add and change the webhook, the chat service and the
 * custody service, their logs, and the webhook's test call the configuration form makes before it can be saved.
 * Workspace settings: admins only.
 */
export const integrationRoutes: RouteModule<BaseDeps & QueueDeps> = (api, { db, config, jobs }) => {
  const guard = targetGuardOf(config);
  const access = { access: 'admin' } as const;

  route(api, endpoints.integrations.list, access, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, total } = await listIntegrations(db, workspaceId, { offset, limit });
    return pageOf(request, rows.map(present), total, offset, limit);
  });

  route(api, endpoints.integrations.create, access, async (request) => {
    const { workspaceId } = requireScope(request);
    const body = request.body;
    if (body.provider === 'fireblocks') {
      const found = await findIntegration(db, workspaceId, { provider: 'fireblocks' });
      return present(await saveCustody(db, workspaceId, requireCaller(request).email, body, found));
    }
    await checkTarget(guard, body.config.url);
    const row = await saveIntegration(db, workspaceId, {
      provider: body.provider,
      isActive: body.is_active,
      config: configToSave(body.config),
      slug: randomToken(9),
    });
    return present(row);
  });

  route(api, endpoints.integrations.update, access, async (request) => {
    const { workspaceId } = requireScope(request);
    const body = request.body;
    const found = await findIntegration(db, workspaceId, { id: request.params.id });
    if (!found || found.provider !== body.provider) throw notFound();
    const slug = found.webhook_slug ?? randomToken(9);
    if (body.provider === 'slack') {
      const config = slackConfigToSave(found.config, body.config);
      const row = await saveIntegration(db, workspaceId, {
        provider: 'slack',
        isActive: body.is_active,
        config,
        slug,
      });
      return present(row);
    }
    if (body.provider === 'fireblocks')
      return present(await saveCustody(db, workspaceId, requireCaller(request).email, body, found));
    // Deactivating keeps the configuration as it was: only a working target is checked.
    if (body.is_active) await checkTarget(guard, body.config.url);
    const config = configToSave(body.config);
    const row = await saveIntegration(db, workspaceId, {
      provider: 'webhook',
      isActive: body.is_active,
      config,
      slug,
    });
    return present(row);
  });

  route(api, endpoints.integrations.webhookAuditTrail, access, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, total } = await outboxAuditTrail(db, workspaceId, 'webhook', { offset, limit });
    return pageOf(request, rows, total, offset, limit);
  });

  route(api, endpoints.integrations.slackAuditTrail, access, async (request) => {
    const { workspaceId } = requireScope(request);
    const { offset, limit } = request.query;
    const { rows, total } = await outboxAuditTrail(db, workspaceId, 'slack', { offset, limit });
    return pageOf(request, rows, total, offset, limit);
  });

  // The chat service's authorisation is a person's consent in a browser: an API key neither starts nor ends it.
  const person = { access: 'admin', apiKey: false } as const;

  route(api, endpoints.integrations.slackAuthorizeUrl, person, async (request) => {
    const { workspaceId } = requireScope(request);
    const { userId } = requireCaller(request);
    return { url: await slackAuthorizeUrl(db, config, { workspaceId, userId }) };
  });

  route(api, endpoints.integrations.slackAuthRedirect, person, async (request) => {
    const { workspaceId } = requireScope(request);
    const { userId } = requireCaller(request);
    const row = await connectSlack(db, config, { workspaceId, userId, ...request.body });
    return present(row);
  });

  route(api, endpoints.integrations.webhookTest, access, async (request) => {
    const scope = requireScope(request);
    await checkTarget(guard, request.body.endpoint);
    return testWebhook(guard, { ...request.body, workspace: scope.slug, publicUrl: config.publicUrl });
  });

  registerCustodyRoutes(api, { db, config, jobs, guard });
};

/** One guard per configuration: the operator's allowed networks are parsed once. */
const guards = new WeakMap<Config, TargetGuard>();
export function targetGuardOf(config: Config): TargetGuard {
  let guard = guards.get(config);
  if (!guard) {
    guard = new TargetGuard(config.outboundAllowedNetworks);
    guards.set(config, guard);
  }
  return guard;
}
