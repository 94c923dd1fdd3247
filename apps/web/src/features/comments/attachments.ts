import { COMMENT_LIMITS } from '@riskscreen/shared';

const MB = 1024 * 1024;

/** Why these files cannot go with a comment (too many, too large, a type it does not take), or null. */
export function attachmentError(files: readonly File[]): string | null {
  if (files.length > COMMENT_LIMITS.filesMax) return `Attach at most ${COMMENT_LIMITS.filesMax} files.`;
  const allowed: readonly string[] = COMMENT_LIMITS.fileExtensions;
  for (const file of files) {
    if (file.size > COMMENT_LIMITS.fileMaxBytes) {
      return `${file.name} is larger than ${COMMENT_LIMITS.fileMaxBytes / MB} MB.`;
    }
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!allowed.includes(extension)) {
      return `${file.name}: attach ${COMMENT_LIMITS.fileExtensions.join(', ')} files only.`;
    }
  }
  return null;
}
