import { UPLOAD_LIMITS, type UploadFileTypeValue, uploadFormFields } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-errors.ts';
import { readMultipartForm, type UploadedFile } from '../../../lib/multipart-form.ts';
import { FILE_FIELD, FILE_TOO_LARGE } from './read-spreadsheet.ts';

/** The multipart limits: one file of at most the size limit (one byte more tells it is over), a few fields. */
export const UPLOAD_MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.maxBytes + 1,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
};

/**
 * Read an upload's form: the file (crypto_file) and file_type. Every refusal is a 400 with the field's message,
 * the size limit included (the parser's 413 is turned into the 400 the upload panel shows).
 */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fileType: UploadFileTypeValue }> {
  let form: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    form = await readMultipartForm(request, {
      notMultipart: 'Send the file as multipart/form-data.',
      fileField: FILE_FIELD,
      fileTooLarge: FILE_TOO_LARGE,
      tooManyFiles: 'Upload one file at a time.',
      fallbackFileName: 'upload',
      maxFileNameLength: UPLOAD_LIMITS.maxFileNameLength,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new HttpError(400, error.detail, 'invalid', error.fields);
    }
    throw error;
  }
  const fields = uploadFormFields.safeParse(form.fields);
  if (!fields.success) {
    const message =
      form.fields.file_type === undefined ? 'This field is required.' : 'Select a valid choice.';
    throw HttpError.fields({ file_type: [message] });
  }
  const [file] = form.files;
  if (!file) throw HttpError.fields({ [FILE_FIELD]: ['No file was submitted.'] });
  if (file.data.length > UPLOAD_LIMITS.maxBytes) throw HttpError.fields({ [FILE_FIELD]: [FILE_TOO_LARGE] });
  return { file, fileType: fields.data.file_type };
}
