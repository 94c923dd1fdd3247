/** The media types an upload's original file is sent back as, by its ending. */
export const ORIGINAL_MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
