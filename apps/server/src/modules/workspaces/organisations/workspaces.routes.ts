import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller } from '../../../plugins/auth.ts';
import { createWorkspace, listUsableWorkspaces, listWorkspaces, renameWorkspace } from './workspaces.ts';

/** The organisation workspaces page: organisation admins see, create and rename every workspace of theirs. */
export const workspaceRoutes: RouteModule = (api, { db }: BaseDeps) => {
  const orgAdmin = { access: 'orgAdmin', apiKey: false } as const;

  const one = async (organizationId: number, id: number) => {
    const [workspace] = await listWorkspaces(db, organizationId, id);
    if (!workspace) throw notFound();
    return workspace;
  };

  route(api, endpoints.workspaces.list, orgAdmin, async (request) =>
    listWorkspaces(db, requireCaller(request).organizationId),
  );

  route(api, endpoints.workspaces.lite, { access: 'user' }, async (request) =>
    listUsableWorkspaces(db, requireCaller(request)),
  );

  route(api, endpoints.workspaces.create, orgAdmin, async (request) => {
    const { organizationId } = requireCaller(request);
    const id = await createWorkspace(db, organizationId, request.body);
    return one(organizationId, id);
  });

  route(api, endpoints.workspaces.rename, orgAdmin, async (request) => {
    const { organizationId } = requireCaller(request);
    await renameWorkspace(db, organizationId, request.params.id, request.body.name);
    return one(organizationId, request.params.id);
  });
};
