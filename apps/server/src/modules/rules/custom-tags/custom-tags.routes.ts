import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import { setAddressCustomTags } from './address-custom-tags.ts';
import { CUSTOM_TAGS_EXPORT } from './custom-tag-exports.ts';
import { listCustomTags, presentCustomTag } from './custom-tags.repo.ts';
import { createCustomTag, deleteCustomTag, updateCustomTag } from './save-custom-tag.ts';
import { ensureSystemLists } from './system-lists.ts';

/**
 * Custom tags and custom lists (spec part 3 §7.4): one resource, a list being a tag with is_in_custom_list.
 * Everyone in the workspace reads them (rules and address pages name them); only admins write.
 */
export const customTagRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  route(api, endpoints.customTags.list, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    await ensureSystemLists(db, workspaceId);
    const { offset, limit, ...filters } = request.query;
    const { rows, count } = await listCustomTags(db, workspaceId, filters, { offset, limit });
    return pageOf(request, rows.map(presentCustomTag), count, offset, limit);
  });

  route(api, endpoints.customTags.export, { access: 'workspace' }, async (request) =>
    queueRequestExport(deps, request, CUSTOM_TAGS_EXPORT, 'Custom tags export'),
  );

  route(api, endpoints.customTags.create, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const row = await createCustomTag(db, workspaceId, requireCaller(request).userId, request.body);
    return presentCustomTag(row);
  });

  route(api, endpoints.customTags.update, { access: 'admin' }, async (request) => {
    const { workspaceId } = requireScope(request);
    return presentCustomTag(await updateCustomTag(db, workspaceId, request.params.id, request.body));
  });

  route(api, endpoints.customTags.delete, { access: 'admin' }, async (request) => {
    await deleteCustomTag(db, requireScope(request).workspaceId, request.params.id);
  });

  // The address page's custom tag add/remove (spec part 2 §7); any member may tag an address they can see.
  route(api, endpoints.addresses.updateCustomTags, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const caller = requireCaller(request);
    const ids = request.body.custom_tag_ids;
    return { custom_tags: await setAddressCustomTags(db, workspaceId, caller, request.params.id, ids) };
  });
};
