import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import { countAlertTabs, listAlerts } from './alert-list.repo.ts';
import { alertListFilters } from './alert-list-filters.ts';
import { ALERT_LIST_EXPORT } from './export-alerts.ts';
import { listMembersLite } from './members-lite.repo.ts';
import { presentListItem } from './present-list-item.ts';

/** The workspace's alert list, its tab counts, its Download and its members lite (spec part 3 §2.3, §7.1). */
export const alertListRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  route(api, endpoints.alertList.list, { access: 'workspace' }, async (request) => {
    const scope = { workspaceId: requireScope(request).workspaceId, userId: requireCaller(request).userId };
    const { offset, limit, ordering } = request.query;
    const filter = alertListFilters(request.query);
    const { count, rows } = await listAlerts(db, scope, filter, ordering, { offset, limit });
    return pageOf(request, rows.map(presentListItem), count, offset, limit);
  });

  route(api, endpoints.alertList.tabCounts, { access: 'workspace' }, async (request) => {
    const scope = { workspaceId: requireScope(request).workspaceId, userId: requireCaller(request).userId };
    return countAlertTabs(db, scope, alertListFilters(request.query));
  });

  route(api, endpoints.alertList.export, { access: 'workspace' }, (request) =>
    queueRequestExport(deps, request, ALERT_LIST_EXPORT, 'Alerts export'),
  );

  route(api, endpoints.alertList.membersLite, { access: 'workspace' }, async (request) => {
    const { q, is_active } = request.query;
    return listMembersLite(db, requireScope(request).workspaceId, {
      q: q || undefined,
      isActive: is_active === undefined ? undefined : is_active === 'true',
    });
  });
};
