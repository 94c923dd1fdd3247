import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@riskscreen/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { findSupportFile, insertAddressComment, listAddressComments } from './address-comments.repo.ts';
import { canonicalAddress } from './canonical-address.ts';
import { MULTIPART_LIMITS, readCommentForm } from './read-comment-form.ts';

/**
 * "I know this address" (spec part 2 §2 Modals, §7): a workspace's comments on an address, each with at most one
 * support file, and the file back. The multipart parser is registered for these routes only, so no other route
 * accepts multipart bodies by accident.
 */
export const addressCommentRoutes: RouteModule = (app, { db }) => {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    route(api, endpoints.addressComments.create, { access: 'workspace' }, async (request) => {
      const { workspaceId } = requireScope(request);
      const form = await readCommentForm(request);
      const address = canonicalAddress(form.currency, form.identifier);
      const { userId, via } = requireCaller(request);
      const saved = await insertAddressComment(db, {
        workspaceId,
        ...address,
        comment: form.comment,
        file: form.file,
        userId,
        via,
      });
      return saved;
    });

    route(api, endpoints.addressComments.list, { access: 'workspace' }, async (request) => {
      const { workspaceId } = requireScope(request);
      const { identifier, currency, offset, limit } = request.query;
      const address = canonicalAddress(currency, identifier);
      const { rows, count } = await listAddressComments(db, workspaceId, address, { offset, limit });
      return pageOf(request, rows, count, offset, limit);
    });

    route(api, endpoints.addressComments.supportFile, { access: 'workspace' }, async (request, reply) => {
      const file = await findSupportFile(db, requireScope(request).workspaceId, request.params.id);
      if (!file) throw notFound();
      // Always a download, never rendered: the name and bytes are the uploader's.
      return reply
        .header('content-type', 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(Buffer.from(file.data));
    });
  });
};
