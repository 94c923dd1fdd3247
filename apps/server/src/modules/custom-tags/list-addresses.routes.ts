import { endpoints } from '@riskscreen/shared';
import { toCsv } from '../../lib/csv.ts';
import { route } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { addListAddresses } from './add-list-addresses.ts';
import { getCustomTag } from './custom-tags.repo.ts';
import { deleteAddress, listAddresses, presentListAddress } from './list-addresses.repo.ts';

/** The addresses of custom lists and tags (spec part 3 §7.4). Members read; admins add and remove. */
export const customListAddressRoutes: RouteModule = (api, { db }) => {
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

  route(api, endpoints.customLists.exportAddresses, { access: 'workspace' }, async (request, reply) => {
    const { workspaceId } = requireScope(request);
    const list = await requireList(workspaceId, request.query.custom_tag_id);
    const { rows } = await listAddresses(db, workspaceId, list.id, undefined, {
      offset: 0,
      limit: 100_000,
    });
    const csv = toCsv(
      ['address', 'custom_list', 'added_by', 'created_at'],
      rows.map((r) => [r.identifier, list.name, r.added_by_name, r.created_at.toISOString()]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="custom-list-addresses.csv"')
      .send(csv);
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
