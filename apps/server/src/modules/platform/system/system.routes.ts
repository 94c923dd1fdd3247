import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import type { RouteModule } from '../../../lib/module.ts';

const startedAt = new Date().toISOString();

/** The web app polls /version.json and reloads an idle tab when the version changes. */
export const systemRoutes: RouteModule = (api, { config }) => {
  route(api, endpoints.system.version, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: config.appVersion, built_at: startedAt };
  });
};
