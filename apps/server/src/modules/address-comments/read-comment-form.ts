import { ADDRESS_COMMENT_LIMITS, type AddressCommentFields, addressCommentFields } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';

export const SUPPORT_FILE_FIELD = 'support_file';
const MB = 1024 * 1024;
export const FILE_TOO_LARGE = `The support file must be at most ${ADDRESS_COMMENT_LIMITS.supportFileMaxBytes / MB} MB.`;
const ONE_FILE = 'Attach at most one support file.';
const NOT_MULTIPART = 'Send the comment as multipart/form-data.';
const UNREADABLE_FORM = 'The form could not be read: send it again as multipart/form-data.';

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

/** The multipart library's refusals, as the form's field errors (413 for sizes and counts). */
const LIBRARY_ERRORS: Record<string, { status: number; field: string; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, field: SUPPORT_FILE_FIELD, message: FILE_TOO_LARGE },
  FST_FILES_LIMIT: { status: 413, field: SUPPORT_FILE_FIELD, message: ONE_FILE },
  FST_FIELDS_LIMIT: { status: 413, field: 'non_field_errors', message: 'Too many fields.' },
  FST_PARTS_LIMIT: { status: 413, field: 'non_field_errors', message: 'Too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, field: 'non_field_errors', message: 'Invalid field name.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, field: 'non_field_errors', message: NOT_MULTIPART },
};

/** A file name safe to store and to send back in a header: no folders, no control characters, bounded. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, ADDRESS_COMMENT_LIMITS.fileNameMaxLength);
  return clean || 'support-file';
}

/**
 * Read "I know this address" from a multipart request: identifier, currency and comment fields, and one optional
 * support_file. The whole body is read before anything is stored, so a refused request leaves no trace.
 */
export async function readCommentForm(request: FastifyRequest): Promise<CommentForm> {
  if (!request.isMultipart()) throw HttpError.fields({ non_field_errors: [NOT_MULTIPART] });
  const fields: Record<string, string> = {};
  let file: CommentForm['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== SUPPORT_FILE_FIELD) {
          throw HttpError.fields({
            [part.fieldname]: [`Unexpected file; send it as ${SUPPORT_FILE_FIELD}.`],
          });
        }
        // A browser sends an empty, nameless part for a file input left empty.
        if (data.length === 0 && !part.filename) continue;
        if (data.length === 0)
          throw HttpError.fields({ [SUPPORT_FILE_FIELD]: ['The submitted file is empty.'] });
        file = { name: safeFileName(part.filename), data };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? LIBRARY_ERRORS[code] : undefined;
    if (known)
      throw new HttpError(known.status, known.message, 'invalid', { [known.field]: [known.message] });
    // Nothing but the parser runs in this loop: any other failure is a body that is not a whole multipart form
    // (no boundary, a part cut short, an upload aborted half-way).
    throw HttpError.fields({ non_field_errors: [UNREADABLE_FORM] });
  }
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
  return { ...parsed.data, file };
}
