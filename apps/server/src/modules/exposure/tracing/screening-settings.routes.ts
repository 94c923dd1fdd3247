import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { loadScreeningSettings, saveScreeningSettings } from './screening-settings.ts';

/**
 * The workspace's exposure settings (DESIGN §4): hop limit and minimum value per edge. Every member may read them
 * (they explain the figures of every screening); workspace admins change them. New screenings use them at once;
 * stored screenings keep the settings they were traced with.
 */
export const screeningSettingsRoutes: RouteModule = (api, { db }) => {
  route(api, endpoints.screeningSettings.read, { access: 'workspace' }, async (request) =>
    loadScreeningSettings(db, requireScope(request).workspaceId),
  );

  route(api, endpoints.screeningSettings.update, { access: 'admin' }, async (request) =>
    saveScreeningSettings(db, requireScope(request).workspaceId, request.body),
  );
};
