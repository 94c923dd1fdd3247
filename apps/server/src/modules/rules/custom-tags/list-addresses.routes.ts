import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import { addListAddresses } from './add-list-addresses.ts';
import { CUSTOM_LIST_ADDRESSES_EXPORT } from './custom-tag-exports.ts';
import { getCustomTag } from './custom-tags.repo.ts';
import { deleteAddress, listAddresses, presentListAddress } from './list-addresses.repo.ts';

/** The addresses of custom lists and tags (spec part 3 §7.4). Members read; admins add and remove. */
export const customListAddressRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  async function requireList(workspaceId: number, listId: number) {
    const list = await getCustomTag(db, workspaceId, listId);
    if (!list) throw notFound();
    return list;
  }

  route(api, endpoints.customLists.addresses, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { custom_tag_id, q, offset, limit } = request.query;
    await requireList(workspaceId, custom_tag_id);
    const { rows, count } = await listAddresses(db, workspaceId, custom_tag_id, q, { offset, limit });
    return pageOf(request, rows.map(presentListAddress), count, offset, limit);
  });

  route(api, endpoints.customLists.exportAddresses, { access: 'workspace' }, async (request) => {
    const list = await requireList(requireScope(request).workspaceId, request.query.custom_tag_id);
    return queueRequestExport(deps, request, CUSTOM_LIST_ADDRESSES_EXPORT, `${list.name} addresses export`);
  });

  route(api, endpoints.customLists.addAddresses, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const { custom_tag_id, addresses } = request.body;
    const result = await addListAddresses(
      db,
      workspaceId,
      requireCaller(request).userId,
      custom_tag_id,
      addresses,
    );
    return result;
  });

  route(api, endpoints.customLists.removeAddress, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const listId = await deleteAddress(db, workspaceId, request.params.id);
    if (listId === undefined) throw notFound();
    await db.updateTable('custom_tags').set({ updated_at: new Date() }).where('id', '=', listId).execute();
  });
};
