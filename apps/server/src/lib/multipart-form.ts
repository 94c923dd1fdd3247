import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.ts';

const UNREADABLE_FORM = 'The form could not be read: send it again as multipart/form-data.';

/** A file of a multipart form, read whole, with the name the browser gave it made safe (safeFileName). */
export type UploadedFile = { name: string; data: Buffer };

export type MultipartFormOptions = {
  /** The refusal of a body that is not multipart ('Send the comment as multipart/form-data.'). */
  notMultipart: string;
  /** The one field files travel in. */
  fileField: string;
  /** The messages of the library's size and count limits (the limits are registered with the parser). */
  fileTooLarge: string;
  tooManyFiles: string;
  /** The name of a file whose name is empty once cleaned. */
  fallbackFileName: string;
  maxFileNameLength: number;
};

/** A file name safe to store and to send back in a header: no folders, no control characters, bounded. */
export function safeFileName(raw: string, fallback: string, maxLength: number): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, maxLength);
  return clean || fallback;
}

/**
 * Read a whole multipart form: its text fields and its files (only in options.fileField). Everything is read before
 * anything is stored, so a refused request leaves no trace. The parser's refusals become field errors (413 for
 * sizes and counts); a body that is not a whole multipart form is a 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw HttpError.fields({ non_field_errors: [options.notMultipart] });
  const libraryErrors: Record<string, { status: number; field: string; message: string }> = {
    FST_REQ_FILE_TOO_LARGE: { status: 413, field: options.fileField, message: options.fileTooLarge },
    FST_FILES_LIMIT: { status: 413, field: options.fileField, message: options.tooManyFiles },
    FST_FIELDS_LIMIT: { status: 413, field: 'non_field_errors', message: 'Too many fields.' },
    FST_PARTS_LIMIT: { status: 413, field: 'non_field_errors', message: 'Too many fields.' },
    FST_PROTO_VIOLATION: { status: 400, field: 'non_field_errors', message: 'Invalid field name.' },
    FST_INVALID_MULTIPART_CONTENT_TYPE: {
      status: 400,
      field: 'non_field_errors',
      message: options.notMultipart,
    },
  };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== options.fileField) {
          throw HttpError.fields({ [part.fieldname]: [`Unexpected file; send it as ${options.fileField}.`] });
        }
        // A browser sends an empty, nameless part for a file input left empty.
        if (data.length === 0 && !part.filename) continue;
        if (data.length === 0)
          throw HttpError.fields({ [options.fileField]: ['The submitted file is empty.'] });
        files.push({
          name: safeFileName(part.filename, options.fallbackFileName, options.maxFileNameLength),
          data,
        });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? libraryErrors[code] : undefined;
    if (known)
      throw new HttpError(known.status, known.message, 'invalid', { [known.field]: [known.message] });
    // Nothing but the parser runs in this loop: any other failure is a body that is not a whole multipart form
    // (no boundary, a part cut short, an upload aborted half-way).
    throw HttpError.fields({ non_field_errors: [UNREADABLE_FORM] });
  }
  return { fields, files };
}
