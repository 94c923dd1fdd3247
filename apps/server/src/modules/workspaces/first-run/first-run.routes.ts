import { endpoints, FIRST_RUN_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { FoundingRefused, foundOrganisation } from '../organisations/index.ts';
import { SetupToken } from './setup-token.ts';

async function hasOrganisation(db: Db): Promise<boolean> {
  return (await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * First run without the demo (issue 16): while the database holds no organisation, the server prints a one-time
 * setup token in its log at start, and the setup page creates the organisation, its first workspace and its first
 * organisation admin with it. Once an organisation exists the setup answers 404, whatever the token.
 */
export const firstRunRoutes: RouteModule = (api, { db, config }: BaseDeps) => {
  const setupToken = new SetupToken();
  const budget = api.rateLimit({ max: config.loginRateLimit, timeWindow: '1 minute' });

  api.addHook('onReady', async () => {
    if (await hasOrganisation(db)) return;
    const token = setupToken.issue();
    api.log.warn(
      { setupUrl: `${config.publicUrl}/setup`, setupToken: token },
      `No organisation yet. Open ${config.publicUrl}/setup and enter the setup token ${token} ` +
        '(or run: npm run cli -- create-organisation --name <name> --admin-email <email>)',
    );
  });

  route(api, endpoints.firstRun.state, { access: 'public' }, async () => ({
    setup_required: !(await hasOrganisation(db)),
  }));

  route(api, endpoints.firstRun.setUp, { access: 'public', onRequest: budget }, async (request) => {
    const body = request.body;
    if (await hasOrganisation(db)) throw notFound();
    if (!setupToken.take(body.setup_token))
      throw HttpError.fields({ setup_token: [FIRST_RUN_MESSAGES.wrongToken] });
    try {
      const founded = await foundOrganisation(db, {
        name: body.organization_name,
        workspaceName: body.workspace_name,
        admin: {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          password: body.new_password,
        },
      });
      return { detail: FIRST_RUN_MESSAGES.done, organization: founded.organizationSlug };
    } catch (error) {
      setupToken.restore(body.setup_token);
      if (error instanceof FoundingRefused) throw HttpError.fields({ email: [error.message] });
      throw error;
    }
  });
};
