import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { listArchiveLogs } from './archive-logs.repo.ts';

/**
 * The archive history (spec part 3 §2.12): who archived which address or transaction, when, from the web app or
 * the API. A workspace settings page, so for the workspace's admins (and organisation admins), as its other
 * settings are.
 */
export const archiveHistoryRoutes: RouteModule<BaseDeps> = (api, { db }) => {
  route(api, endpoints.archiveLogs.list, { access: 'admin' }, async (request) => {
    const { q, currency, type, offset, limit } = request.query;
    const { rows, count } = await listArchiveLogs(
      db,
      requireScope(request).workspaceId,
      { q, currency, type },
      { offset, limit },
    );
    return pageOf(request, rows, count, offset, limit);
  });
};
