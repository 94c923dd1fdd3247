import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller } from '../../../plugins/auth.ts';
import { readSsoSettings, SsoRefused, saveSsoSettings, workspaceOf } from './sso-settings.ts';
import { finishSsoSignIn, startSsoSignIn } from './sso-sign-in.ts';

const LOGIN_COMPLETE = '/accounts/login/complete';

/** Single sign-on (decision 0037): the organisation admin's settings, the sign-in's start and the provider's callback. */
export const singleSignOnRoutes: RouteModule = (api, { db, config }: BaseDeps) => {
  const budget = api.rateLimit({ max: config.loginRateLimit, timeWindow: '1 minute' });
  const limited = { access: 'public' as const, onRequest: budget };
  const orgAdmin = { access: 'orgAdmin', apiKey: false } as const;

  route(api, endpoints.singleSignOn.settings, orgAdmin, async (request) =>
    readSsoSettings(db, requireCaller(request).organizationId, config.publicUrl),
  );

  route(api, endpoints.singleSignOn.updateSettings, orgAdmin, async (request) => {
    const { organizationId } = requireCaller(request);
    const body = request.body;
    try {
      await saveSsoSettings(db, organizationId, {
        isEnabled: body.is_enabled,
        issuer: body.issuer,
        clientId: body.client_id,
        clientSecret: body.client_secret,
        allowedDomains: body.allowed_domains,
        defaultWorkspaceId: await workspaceOf(db, organizationId, body.default_workspace),
        defaultRole: body.default_role,
      });
    } catch (error) {
      if (!(error instanceof SsoRefused)) throw error;
      throw HttpError.fields({ [error.field]: [error.message] });
    }
    return readSsoSettings(db, organizationId, config.publicUrl);
  });

  route(api, endpoints.singleSignOn.start, limited, async (request) => {
    let url: string | null;
    try {
      url = await startSsoSignIn(db, config.publicUrl, request.body);
    } catch (error) {
      // The provider is down or its discovery document is wrong: a clear refusal, not a 500.
      request.log.warn({ err: error }, 'single sign-on provider unreachable');
      throw HttpError.fromCatalogue(502, 'sso_failed');
    }
    if (url === null) throw HttpError.fromCatalogue(400, 'sso_not_enabled');
    return { redirect_to: url };
  });

  route(api, endpoints.singleSignOn.callback, limited, async (request, reply) => {
    const currentUrl = new URL(request.url, `${config.publicUrl}/`);
    const params = await finishSsoSignIn(db, request.query, currentUrl, request.log);
    await reply.redirect(`${LOGIN_COMPLETE}?${params}`, 302);
  });
};
