import { UPLOAD_EXTENSIONS, UPLOAD_LIMITS } from '@riskscreen/shared';

/**
 * Whether a chosen or dropped file may be sent: a .csv, .xls or .xlsx name and at most the size limit. The server
 * checks the content; this only spares sending a file it would refuse anyway.
 */
export function isAcceptableFile(file: { name: string; size: number }): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return (
    (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) &&
    file.size > 0 &&
    file.size <= UPLOAD_LIMITS.maxBytes
  );
}

export const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
