import { versionInfo } from '@riskscreen/shared';
import type { RouteModule } from '../../lib/module.ts';

const startedAt = new Date().toISOString();

/** The web app polls /version.json and reloads an idle tab when the version changes. */
export const systemRoutes: RouteModule = (api, { config }) => {
  api.get(
    '/version.json',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: versionInfo } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: config.appVersion, built_at: startedAt };
    },
  );
};
