import { z } from 'zod';
import { pageFields, workspaceQuery } from './common.ts';

/** Upload file_type (spec part 1 §9): 0 addresses, 1 transactions, 6 custom list. */
export const UPLOAD_FILE_TYPES = [0, 1, 6] as const;
export type UploadFileTypeValue = (typeof UPLOAD_FILE_TYPES)[number];

/** The word the sample templates and messages use for each file_type. */
export const UPLOAD_FILE_TYPE_NAMES: Readonly<
  Record<UploadFileTypeValue, 'addresses' | 'transactions' | 'custom_list'>
> = {
  0: 'addresses',
  1: 'transactions',
  6: 'custom_list',
};

const fileTypeField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(6)], { error: 'Select a valid choice.' }),
);

/** GET /upload/api/v4/files/: the workspace's uploads, newest first, 25 a page, optionally of one file_type. */
export const uploadListQuery = workspaceQuery.extend({
  ...pageFields(100, 25),
  file_type: fileTypeField.optional(),
});

/** POST /upload/api/v4/files/: multipart crypto_file (the spreadsheet) and file_type. */
export const uploadForm = z.object({
  crypto_file: z.string().meta({ format: 'binary', description: 'A .csv, .xls or .xlsx file.' }),
  file_type: fileTypeField,
});
export const uploadFormFields = z.object({ file_type: fileTypeField });

export const uploadStat = z.object({
  risk_level: z.number().int(),
  risk_level_verbose: z.string(),
  count: z.number().int(),
});

/** An uploaded file (spec part 1 §3) with the count of rows done so far ('processed over total' while in progress). */
export const uploadedFile = z.object({
  uuid: z.string(),
  crypto_file_name: z.string(),
  file_type: z.number().int(),
  /** 0 queued, 1 in progress, 2 partially done, 3 failed, 4 complete. */
  status: z.number().int(),
  successful_row_count: z.number().int(),
  failed_row_count: z.number().int(),
  total_row_count: z.number().int(),
  processed_row_count: z.number().int(),
  stats: z.array(uploadStat),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type UploadedFileDto = z.infer<typeof uploadedFile>;

export const uploadIdParams = z.object({ fileId: z.uuid({ error: 'Not found.' }) });

export const uploadDownloadQuery = workspaceQuery.extend({
  download_file_type: z.enum(['crypto', 'response']).default('crypto'),
});

/** The sample templates served at /samples/ (public, static). */
export const UPLOAD_SAMPLE_FILES = [
  'samples_addresses_fileupload.csv',
  'samples_addresses_fileupload.xls',
  'samples_transactions_fileupload.csv',
  'samples_transactions_fileupload.xls',
  'samples_custom_list_fileupload.csv',
  'samples_custom_list_fileupload.xls',
] as const;
export type UploadSampleFile = (typeof UPLOAD_SAMPLE_FILES)[number];
/** A sample's name; one not in UPLOAD_SAMPLE_FILES answers 404, as a missing static file does. */
export const uploadSampleParams = z.object({ file: z.string().max(100) });
