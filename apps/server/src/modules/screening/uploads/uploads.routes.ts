import fastifyMultipart from '@fastify/multipart';
import { endpoints, UploadStatus } from '@riskscreen/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { attachmentHeaders } from '../../../lib/attachment-headers.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { ORIGINAL_MEDIA_TYPES } from './file-headers.ts';
import { presentUpload } from './present-upload.ts';
import { readUploadForm, UPLOAD_MULTIPART_LIMITS } from './read-upload-form.ts';
import { responseFile } from './response-file.ts';
import { isSampleFile, sampleFile } from './sample-files.ts';
import { createSpreadsheetReader } from './spreadsheet-reader.ts';
import { UPLOAD_JOB } from './upload-job.ts';
import { rowsOfSheet } from './upload-rows.ts';
import { findUpload, insertUpload, listUploads, uploadRows } from './uploads.repo.ts';

/**
 * Bulk uploads (spec part 1 §7): the history, a new upload (read and checked whole before anything is stored, then
 * stored with all its rows and its job in one transaction), the original and response files, and the sample
 * templates. The multipart parser is registered for these routes only.
 */
export const uploadRoutes: RouteModule<AppDeps> = (app, { db, jobs }) => {
  const workspace = { access: 'workspace' } as const;
  // Files are read on a thread of their own, never on the event loop's time (a crafted workbook must not stall it).
  const spreadsheets = createSpreadsheetReader();
  // The thread starts when someone opens the uploads (its readers take seconds of CPU to load), not with every
  // server: by the time a file is chosen it is ready. A server closing meanwhile is no failure to report.
  let closing = false;
  let isWarm = false;
  const warmUp = () => {
    if (isWarm) return;
    isWarm = true;
    spreadsheets.warmUp().catch((error: unknown) => {
      if (!closing) app.log.error({ err: error }, 'spreadsheet thread did not start');
    });
  };
  app.addHook('onClose', () => {
    closing = true;
    return spreadsheets.close();
  });

  route(app, endpoints.uploads.sample, { access: 'public' }, async (request, reply) => {
    const name = request.params.file;
    if (!isSampleFile(name)) throw notFound();
    const file = sampleFile(name);
    return reply
      .headers({
        ...attachmentHeaders(name, file.mediaType),
        'cache-control': 'public, max-age=3600',
      })
      .send(file.data);
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_MULTIPART_LIMITS });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    route(api, endpoints.uploads.list, workspace, async (request) => {
      const { workspaceId } = requireScope(request);
      warmUp();
      const { offset, limit, file_type } = request.query;
      const { rows, count } = await listUploads(db, workspaceId, file_type, { offset, limit });
      return pageOf(request, rows.map(presentUpload), count, offset, limit);
    });

    route(api, endpoints.uploads.create, workspace, async (request, reply) => {
      const scope = requireScope(request);
      const caller = requireCaller(request);
      const { file, fileType } = await readUploadForm(request);
      // Custom lists are changed by workspace admins only, as on the custom list pages.
      if (fileType === 6 && !scope.isAdmin) throw forbidden();
      const sheet = await spreadsheets.read(file.name, file.data);
      const { columns, rows } = rowsOfSheet(fileType, sheet);
      const id = await db.transaction().execute(async (trx) => {
        const uploadId = await insertUpload(trx, {
          workspaceId: scope.workspaceId,
          uploadedBy: caller.userId,
          fileType,
          fileName: file.name,
          format: sheet.format,
          original: file.data,
          columns,
          rows,
        });
        await jobs.send(trx, UPLOAD_JOB, { uploadId });
        return uploadId;
      });
      const stored = await findUpload(db, scope.workspaceId, id);
      if (!stored) throw notFound();
      return reply.status(201).send(presentUpload(stored));
    });

    route(api, endpoints.uploads.download, workspace, async (request, reply) => {
      const { workspaceId } = requireScope(request);
      const upload = await findUpload(db, workspaceId, request.params.fileId);
      if (!upload) throw notFound();
      if (request.query.download_file_type === 'crypto') {
        return reply
          .headers(attachmentHeaders(upload.file_name, ORIGINAL_MEDIA_TYPES[upload.file_format]))
          .send(Buffer.from(upload.original));
      }
      if (upload.status <= UploadStatus.InProgress) {
        throw HttpError.fields({
          download_file_type: ['The response file is ready once the upload has finished.'],
        });
      }
      const file = responseFile(upload.file_format, upload.columns, await uploadRows(db, upload.id));
      const base = upload.file_name.replace(/\.[^.]*$/, '');
      return reply
        .headers(attachmentHeaders(`${base}_response.${file.extension}`, file.mediaType))
        .send(file.data);
    });
  });
};
