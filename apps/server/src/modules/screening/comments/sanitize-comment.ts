import sanitizeHtml from 'sanitize-html';

/**
 * What a comment's HTML may hold: the rich-text editor's marks and blocks, links (http, https, mailto; opened
 * without the opener) and mention spans. Everything else is dropped: scripts with their content, event handlers,
 * styles, frames, images, other URL schemes (javascript:, data:, however encoded).
 */
const COMMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel'], span: ['data-type', 'data-id', 'data-label', 'class'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'title'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' },
    }),
    // Only a mention keeps its attributes; any other span is plain text's wrapper.
    span: (tagName, attribs) => ({ tagName, attribs: attribs['data-type'] === 'mention' ? attribs : {} }),
  },
};

/** A comment's HTML made safe to store and to show. */
export function sanitizeCommentBody(html: string): string {
  return sanitizeHtml(html, COMMENT_HTML).trim();
}

const BLOCK_END = /<\/(p|li|blockquote|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The plain text of (sanitised) comment HTML: what mention positions count and what must not be empty. Blocks
 * and line breaks end with a newline, as the editor's text does.
 */
export function commentPlainText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (end) => `${end}\n`),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: COMMENT_HTML.nonTextTags,
    },
  );
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity).trim();
}
