import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { listMonitoredAddress, unlistMonitoredAddress } from './change-monitored-address.ts';
import { listMonitoredAddresses } from './monitored-addresses.repo.ts';
import {
  addMonitoredEntity,
  listEntityAddresses,
  listMonitoredEntities,
  removeMonitoredEntity,
} from './monitored-entities.repo.ts';
import {
  monitoringSettingsOf,
  requireMonitoringRight,
  setMonitoringSettings,
} from './monitoring-settings.ts';
import { muteAddress } from './mute-address.ts';

const api = endpoints.monitoring;

/**
 * Continuous monitoring settings and lists (spec part 3 §2.11, §7.4; part 2 monitoring): every member of the
 * workspace reads them; admins and organisation admins whose plan grants continuous monitoring change them (403
 * for anyone else). Another workspace's entries are not found (404).
 */
export const monitoringRoutes: RouteModule = (app, { db }) => {
  const actorOf = async (request: Parameters<typeof requireScope>[0]) => {
    const scope = requireScope(request);
    const caller = requireCaller(request);
    await requireMonitoringRight(db, caller, scope);
    return { workspaceId: scope.workspaceId, workspaceSlug: scope.slug, userId: caller.userId };
  };

  route(app, api.settings, { access: 'workspace' }, (request) =>
    monitoringSettingsOf(db, requireScope(request).workspaceId),
  );
  route(app, api.updateSettings, { access: 'admin' }, async (request) => {
    const actor = await actorOf(request);
    return setMonitoringSettings(db, actor.workspaceId, request.body);
  });

  route(app, api.addresses, { access: 'workspace' }, async (request) => {
    const { offset, limit, q, is_ignored } = request.query;
    const page = await listMonitoredAddresses(db, requireScope(request).workspaceId, {
      offset,
      limit,
      q,
      isIgnored: is_ignored === undefined ? undefined : is_ignored === 'true',
    });
    return pageOf(request, page.results, page.count, offset, limit);
  });
  route(app, api.addAddress, { access: 'admin' }, async (request) => {
    return listMonitoredAddress(db, await actorOf(request), request.body);
  });
  route(app, api.archiveAddress, { access: 'admin' }, async (request) => {
    await unlistMonitoredAddress(db, await actorOf(request), request.body);
  });

  route(app, api.entities, { access: 'workspace' }, async (request) => {
    const { offset, limit } = request.query;
    const page = await listMonitoredEntities(db, requireScope(request).workspaceId, { offset, limit });
    return pageOf(request, page.results, page.count, offset, limit);
  });
  route(app, api.addEntity, { access: 'admin' }, async (request) => {
    const actor = await actorOf(request);
    const entity = await addMonitoredEntity(db, {
      workspaceId: actor.workspaceId,
      name: request.body.entity_name,
      userId: actor.userId,
    });
    return entity;
  });
  route(app, api.removeEntity, { access: 'admin' }, async (request) => {
    const actor = await actorOf(request);
    if (!(await removeMonitoredEntity(db, actor.workspaceId, request.params.id))) throw notFound();
  });
  route(app, api.entityAddresses, { access: 'workspace' }, async (request) => {
    const { offset, limit, q } = request.query;
    const page = await listEntityAddresses(db, requireScope(request).workspaceId, { offset, limit, q });
    return pageOf(request, page.results, page.count, offset, limit);
  });

  route(app, api.muteAddress, { access: 'admin' }, async (request) => {
    const actor = await actorOf(request);
    const address = await db
      .selectFrom('screened_addresses')
      .select(['id', 'blockchain', 'identifier'])
      .where('workspace_id', '=', actor.workspaceId)
      .where('id', '=', request.params.id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (!address) throw notFound();
    return muteAddress(db, {
      ...actor,
      address,
      isMuted: request.body.is_muted,
      days: request.body.days,
    });
  });
};
