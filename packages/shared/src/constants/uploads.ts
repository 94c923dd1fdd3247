/**
 * Bulk uploads (spec part 1 §5, issue 15): the accepted file kinds and the limits checked before anything is stored.
 * The row limit bounds one job's work; the size limit is enforced by the multipart parser as well.
 */
export const UPLOAD_LIMITS = {
  maxRows: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxFileNameLength: 200,
  /** A workbook's parts inflated, all together (decision 0064): a full 10,000-row sheet needs a fraction of it. */
  maxUnpackedBytes: 50 * 1024 * 1024,
  /** Cells read per row: every file type has at most six columns; a value further right is refused. */
  maxColumns: 50,
} as const;

/** The extensions an upload may have (the issue adds .xlsx to the specification's .csv and .xls). */
export const UPLOAD_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The upload panel's messages (spec part 1 §8). */
export const UPLOAD_MESSAGES = {
  uploaded: 'File Uploaded Successfully',
  notUploaded: 'File Not Uploaded',
  dropRefused: 'Unable to Upload File',
  sampleDownloaded: (type: string) => `Sample ${type} template downloaded successfully!`,
  sampleFailed: 'Download failed. Please try again.',
} as const;
