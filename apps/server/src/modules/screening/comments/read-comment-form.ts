import { COMMENT_LIMITS, type CommentContextInput, recordId } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-errors.ts';
import { readMultipartForm } from '../../../lib/multipart-form.ts';
import { parseContextField } from './comment-context.ts';
import { acceptedContentType, FILE_TYPE_REFUSED } from './file-types.ts';
import { commentPlainText, sanitizeCommentBody } from './sanitize-comment.ts';

export const FILES_FIELD = 'files';
const MB = 1024 * 1024;
export const FILE_TOO_LARGE = `Each file must be at most ${COMMENT_LIMITS.fileMaxBytes / MB} MB.`;
export const TOO_MANY_FILES = `Attach at most ${COMMENT_LIMITS.filesMax} files.`;
export const ENTER_A_COMMENT = 'Enter a comment';

/** The multipart limits: 3 files of at most 10 MB, a body of 20 000 characters (4 bytes each at most), a context. */
export const COMMENT_MULTIPART_LIMITS = {
  fileSize: COMMENT_LIMITS.fileMaxBytes,
  files: COMMENT_LIMITS.filesMax,
  fields: 8,
  fieldSize: 4 * COMMENT_LIMITS.bodyMaxLength + 64 * 1024,
  parts: 8 + COMMENT_LIMITS.filesMax,
};

const fields = z.object({
  body: z
    .string()
    .max(
      COMMENT_LIMITS.bodyMaxLength,
      `Ensure this field has no more than ${COMMENT_LIMITS.bodyMaxLength} characters.`,
    )
    .default(''),
  context: z.string().optional(),
  alert: recordId.optional(),
  alert_item: recordId.optional(),
});

export type CommentFormData = {
  body: string;
  context: CommentContextInput | undefined;
  alert: number | undefined;
  alertItem: number | undefined;
  files: { name: string; data: Buffer; contentType: string }[];
};

/**
 * Read a new comment from a multipart request: body (HTML), context (JSON text), alert, alert_item and 0–3 files
 * of the accepted types. A comment with no text once sanitised needs a file ('Enter a comment').
 */
export async function readNewComment(request: FastifyRequest): Promise<CommentFormData> {
  const form = await readMultipartForm(request, {
    notMultipart: 'Send the comment as multipart/form-data.',
    fileField: FILES_FIELD,
    fileTooLarge: FILE_TOO_LARGE,
    tooManyFiles: TOO_MANY_FILES,
    fallbackFileName: 'file',
    maxFileNameLength: COMMENT_LIMITS.fileNameMaxLength,
  });
  const parsed = fields.safeParse(form.fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'non_field_errors');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw HttpError.fields(errors);
  }
  const files = form.files.map((file) => {
    const contentType = acceptedContentType(file.name, file.data);
    if (!contentType) throw HttpError.fields({ [FILES_FIELD]: [`${file.name}: ${FILE_TYPE_REFUSED}`] });
    return { ...file, contentType };
  });
  const { body, context, alert, alert_item } = parsed.data;
  if (files.length === 0 && commentPlainText(sanitizeCommentBody(body)) === '') {
    throw HttpError.fields({ body: [ENTER_A_COMMENT] });
  }
  return { body, context: parseContextField(context), alert, alertItem: alert_item, files };
}
