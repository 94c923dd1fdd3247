import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  uploadDownloadQuery,
  uploadedFile,
  uploadForm,
  uploadIdParams,
  uploadListQuery,
  uploadSampleParams,
} from '../schemas/uploads.ts';
import { defineEndpoint, fileAnswer, multipartForm } from './define.ts';

const tags = ['uploads'];

/** Bulk uploads (spec part 1 §7): the upload history, a new upload, its files, and the sample templates. */
export const uploadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/upload/api/v4/files/',
    summary: "List the workspace's uploaded files",
    query: uploadListQuery,
    response: paged(uploadedFile),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/upload/api/v4/files/',
    summary: 'Upload a file of addresses, transactions or custom list entries to screen in bulk',
    description:
      'A .csv, .xls or .xlsx file (at most 10,000 rows and 5 MB) in crypto_file; file_type 0 addresses, ' +
      '1 transactions, 6 custom list. A file that cannot be read, has wrong columns or formula cells is refused ' +
      'whole (400) and nothing is stored; otherwise every row is queued and screened in the background.',
    query: workspaceQuery,
    body: multipartForm(uploadForm),
    response: uploadedFile,
    status: 201,
    tags,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/upload/api/v4/files/:fileId/download/',
    summary: 'Download an uploaded file or its response file',
    description:
      'download_file_type crypto: the file as uploaded; response: the input rows with risk_level, ' +
      'risk_level_verbose, status and error appended (offered once the upload is complete or partially done).',
    params: uploadIdParams,
    query: uploadDownloadQuery,
    response: fileAnswer,
    tags,
  }),
  sample: defineEndpoint({
    method: 'GET',
    path: '/samples/:file',
    summary: 'Download a sample upload template',
    params: uploadSampleParams,
    response: fileAnswer,
    tags,
  }),
};
