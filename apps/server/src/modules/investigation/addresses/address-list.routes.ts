import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { exportParams, type QueueDeps, queueExport } from '../../platform/index.ts';
import { updateOpenAlertsOfSelection } from '../screened-object-actions.ts';
import { listScreenedAddresses, screenedEntityNames } from './address-list.repo.ts';
import { ADDRESS_LIST_EXPORT } from './address-list-export.ts';
import { listFilter, summaryOf } from './address-list-rows.ts';

/** The address list, its export and its entity-name filter values (spec part 2 §2 Lists, §7 Addresses). */
export const addressListRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  route(api, endpoints.addresses.list, { access: 'workspace' }, async (request) => {
    const { offset, limit } = request.query;
    const { count, rows } = await listScreenedAddresses(
      db,
      requireScope(request).workspaceId,
      listFilter(request.query),
      { offset, limit },
    );
    return pageOf(request, rows.map(summaryOf), count, offset, limit);
  });

  // The selection (ids), or every row the filters match when "all matching results" is selected: queued.
  route(api, endpoints.addresses.export, { access: 'workspace' }, async (request) =>
    queueExport(deps, undefined, {
      workspaceId: requireScope(request).workspaceId,
      userId: requireCaller(request).userId,
      kind: ADDRESS_LIST_EXPORT,
      title: 'Addresses export',
      params: exportParams(request),
    }),
  );

  // Update Open Alerts of the selection, or of every row the filters match (at most the export's cap of rows).
  route(api, endpoints.addresses.updateOpenAlerts, { access: 'workspace' }, async (request) =>
    updateOpenAlertsOfSelection(
      db,
      request,
      {
        type: 'address',
        ids: request.query.ids,
        matching: (workspaceId, page) =>
          listScreenedAddresses(db, workspaceId, listFilter(request.query), page),
      },
      request.body,
    ),
  );

  route(api, endpoints.addresses.entityNames, { access: 'workspace' }, async (request) =>
    screenedEntityNames(db, requireScope(request).workspaceId),
  );
};
