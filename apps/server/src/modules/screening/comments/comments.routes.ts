import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@riskscreen/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentHeaders } from '../../../lib/attachment-headers.ts';
import { dateRange } from '../../../lib/date-range.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { commentFileStore } from './comment-file-store.ts';
import { type CommentObject, findCommentObject } from './comment-objects.ts';
import {
  findCommentFile,
  isObjectAlert,
  listComments,
  loadComments,
  suggestMentions,
} from './comments.repo.ts';
import { createComment } from './create-comment.ts';
import { COMMENT_MULTIPART_LIMITS, readNewComment } from './read-comment-form.ts';

/**
 * Comments on a screened object (spec part 3 §7.1): the timeline, a new comment with files, the editor's
 * suggestions, and a file back by its key. The multipart parser is registered for these routes only.
 */
export const commentRoutes: RouteModule = (app, { db, config }) => {
  const store = commentFileStore(config.dataDir);
  const workspace = { access: 'workspace' } as const;

  /** The route's object, live in the caller's workspace (404 otherwise). */
  async function objectOf(workspaceId: number, params: CommentObject): Promise<CommentObject> {
    const object = await findCommentObject(db, workspaceId, { type: params.type, id: params.id });
    if (!object) throw notFound();
    return object;
  }

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: COMMENT_MULTIPART_LIMITS });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    route(api, endpoints.comments.list, workspace, async (request) => {
      const { workspaceId } = requireScope(request);
      const object = await objectOf(workspaceId, request.params);
      const { offset, limit, alert, alert_item, type, start_date, end_date } = request.query;
      if (alert !== undefined && !(await isObjectAlert(db, workspaceId, object, alert))) {
        throw HttpError.fields({ alert: ['Select a valid alert.'] });
      }
      const filters = {
        ...(alert !== undefined ? { alertId: alert } : {}),
        ...(alert_item !== undefined ? { alertItemId: alert_item } : {}),
        types: type ?? [],
        range: dateRange(start_date, end_date),
      };
      const { rows, count } = await listComments(db, workspaceId, object, filters, { offset, limit });
      return pageOf(request, rows, count, offset, limit);
    });

    route(api, endpoints.comments.create, workspace, async (request) => {
      const { workspaceId, slug } = requireScope(request);
      const object = await objectOf(workspaceId, request.params);
      const form = await readNewComment(request);
      const { id } = await createComment(db, store, {
        workspaceId,
        workspaceSlug: slug,
        object,
        authorId: requireCaller(request).userId,
        body: form.body,
        context: form.context,
        alertId: form.alert,
        alertItemId: form.alertItem,
        files: form.files,
      });
      const [comment] = await loadComments(db, workspaceId, [id]);
      if (!comment) throw notFound();
      return comment;
    });

    route(api, endpoints.comments.suggest, workspace, async (request) => {
      const { workspaceId } = requireScope(request);
      const object = await objectOf(workspaceId, request.params);
      return suggestMentions(db, workspaceId, object, request.query.q);
    });

    route(api, endpoints.comments.download, workspace, async (request, reply) => {
      const { workspaceId } = requireScope(request);
      const file = await findCommentFile(db, workspaceId, request.body.key);
      const data = file && (await store.read(file.file_key));
      if (!file || !data) throw notFound();
      return reply.headers(attachmentHeaders(file.file_name, file.content_type)).send(data);
    });
  });
};
