import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { autoResolveLevelsOf, setAutoResolveLevels } from './auto-resolve-levels.ts';

const api = endpoints.autoResolve;

/**
 * Auto-resolve alert levels (spec part 3 §2.11, §7.4), one set per workspace: every member reads them, only admins
 * and organisation admins change them (access 'admin': 403 for anyone else). One UPDATE: concurrent writers each
 * set the whole list, the last one wins.
 */
export const autoResolveRoutes: RouteModule = (app, { db }) => {
  route(app, api.levels, { access: 'workspace' }, async (request) => ({
    levels: await autoResolveLevelsOf(db, requireScope(request).workspaceId),
  }));
  route(app, api.updateLevels, { access: 'admin' }, async (request) => ({
    levels: await setAutoResolveLevels(db, requireScope(request).workspaceId, request.body.levels),
  }));
};
