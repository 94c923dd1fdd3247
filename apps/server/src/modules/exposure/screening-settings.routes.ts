import { screeningSettings, screeningSettingsUpdate, workspaceQuery } from '@riskscreen/shared';
import type { RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { loadScreeningSettings, saveScreeningSettings } from './screening-settings.ts';

const PATH = '/risk/api/v4/screening-settings/';

/**
 * The workspace's exposure settings (DESIGN §4): hop limit and minimum value per edge. Every member may read them
 * (they explain the figures of every screening); workspace admins change them. New screenings use them at once;
 * stored screenings keep the settings they were traced with.
 */
export const screeningSettingsRoutes: RouteModule = (api, { db }) => {
  const tags = ['screening settings'];

  api.get(
    PATH,
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: workspaceQuery, response: { 200: screeningSettings } },
    },
    async (request) => loadScreeningSettings(db, requireScope(request).workspaceId),
  );

  api.put(
    PATH,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: workspaceQuery,
        body: screeningSettingsUpdate,
        response: { 200: screeningSettings },
      },
    },
    async (request) => saveScreeningSettings(db, requireScope(request).workspaceId, request.body),
  );
};
