import { COMMENT_LIMITS } from '@riskscreen/shared';

type Extension = (typeof COMMENT_LIMITS.fileExtensions)[number];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** An Office file is a zip whose entries name the application's folder. */
const isOfficeZip = (data: Buffer, folder: string) => startsWith(data, ZIP) && data.includes(`${folder}/`);
/** Tab, line feed, form feed, carriage return. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
/** Text: valid UTF-8 without NUL or other control characters than tab, line feed, carriage return, form feed. */
function isText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return false;
  }
  return true;
}

/** Each accepted type: what its content starts with (or is), and the content type it is served as. */
const FILE_TYPES: Record<Extension, { matches: (data: Buffer) => boolean; contentType: string }> = {
  pdf: { matches: (d) => startsWith(d, ascii('%PDF-')), contentType: 'application/pdf' },
  png: {
    matches: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    contentType: 'image/png',
  },
  jpg: { matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]), contentType: 'image/jpeg' },
  jpeg: { matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]), contentType: 'image/jpeg' },
  gif: {
    matches: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
    contentType: 'image/gif',
  },
  csv: { matches: isText, contentType: 'text/csv; charset=utf-8' },
  txt: { matches: isText, contentType: 'text/plain; charset=utf-8' },
  xlsx: {
    matches: (d) => isOfficeZip(d, 'xl'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  docx: {
    matches: (d) => isOfficeZip(d, 'word'),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

export const FILE_TYPE_REFUSED = `Attach a file of one of these types: ${COMMENT_LIMITS.fileExtensions.join(', ')}.`;

/**
 * The content type of an accepted file: its extension must be one of the list and its bytes must be what the
 * extension says (a renamed executable or HTML page is refused). Undefined when refused.
 */
export function acceptedContentType(name: string, data: Buffer): string | undefined {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const type = (FILE_TYPES as Record<string, (typeof FILE_TYPES)[Extension] | undefined>)[extension];
  return type?.matches(data) ? type.contentType : undefined;
}
