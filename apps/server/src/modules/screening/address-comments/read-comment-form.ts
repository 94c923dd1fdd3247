import { ADDRESS_COMMENT_LIMITS, type AddressCommentFields, addressCommentFields } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-errors.ts';
import { readMultipartForm, safeFileName as safeName } from '../../../lib/multipart-form.ts';

export const SUPPORT_FILE_FIELD = 'support_file';
const MB = 1024 * 1024;
export const FILE_TOO_LARGE = `The support file must be at most ${ADDRESS_COMMENT_LIMITS.supportFileMaxBytes / MB} MB.`;

export type CommentForm = AddressCommentFields & { file: { name: string; data: Buffer } | null };

/** The multipart limits: one file of at most 10 MB, a few short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: ADDRESS_COMMENT_LIMITS.supportFileMaxBytes,
  files: 1,
  fields: 8,
  // A comment of 5000 characters is at most 20 000 bytes in UTF-8.
  fieldSize: 32 * 1024,
  parts: 9,
};

/** A file name safe to store and to send back in a header: no folders, no control characters, bounded. */
export function safeFileName(raw: string): string {
  return safeName(raw, 'support-file', ADDRESS_COMMENT_LIMITS.fileNameMaxLength);
}

/**
 * Read "I know this address" from a multipart request: identifier, currency and comment fields, and one optional
 * support_file. The whole body is read before anything is stored, so a refused request leaves no trace.
 */
export async function readCommentForm(request: FastifyRequest): Promise<CommentForm> {
  const { fields, files } = await readMultipartForm(request, {
    notMultipart: 'Send the comment as multipart/form-data.',
    fileField: SUPPORT_FILE_FIELD,
    fileTooLarge: FILE_TOO_LARGE,
    tooManyFiles: 'Attach at most one support file.',
    fallbackFileName: 'support-file',
    maxFileNameLength: ADDRESS_COMMENT_LIMITS.fileNameMaxLength,
  });
  const parsed = addressCommentFields.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'non_field_errors');
      const message = fields[key] === undefined ? 'This field is required.' : issue.message;
      errors[key] = [...(errors[key] ?? []), message];
    }
    throw HttpError.fields(errors);
  }
  return { ...parsed.data, file: files[0] ?? null };
}
