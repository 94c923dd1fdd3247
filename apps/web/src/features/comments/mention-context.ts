/** The trigger characters of the composer: '@' names a workspace member, '#' one of the object's alerts. */
export const MENTION_CHARS = { user: '@', alert: '#' } as const;

export type MentionedUser = { id: number; full_name: string; start_position: number; length: number };
export type MentionedAlert = { id: number; rule_name: string; start_position: number; length: number };
export type CommentContextDraft = { users: MentionedUser[]; alerts: MentionedAlert[]; alert_items: number[] };

/** Elements whose end, like a line break, ends a line of the plain text (the server's rule). */
const LINE_ENDS = new Set(['P', 'LI', 'BLOCKQUOTE', 'PRE', 'BR']);

type Found = { char: string; id: number; label: string; start: number; length: number };

/**
 * The comment's plain text and the mentions in it, positioned as the server counts them (modules/comments,
 * commentPlainText): the HTML's text, a newline after each paragraph, list item, quote, preformatted block and
 * line break, the whole trimmed; positions in UTF-16 code units of that text. A mention is its span's text
 * ('@Ana Lee', '#Sanctions exposure').
 */
export function commentContext(html: string): { text: string; context: CommentContextDraft } {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const found: Found[] = [];
  let raw = '';
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      raw += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.getAttribute('data-type') === 'mention') {
      const shown = node.textContent ?? '';
      const char = node.getAttribute('data-mention-suggestion-char') ?? shown.charAt(0);
      const label = node.getAttribute('data-label') ?? shown.slice(1);
      found.push({
        char,
        id: Number(node.getAttribute('data-id')),
        label,
        start: raw.length,
        length: shown.length,
      });
      raw += shown;
      return;
    }
    node.childNodes.forEach(visit);
    if (LINE_ENDS.has(node.tagName)) raw += '\n';
  };
  body.childNodes.forEach(visit);
  // The server trims the text: positions count from its first non-blank character.
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  const context: CommentContextDraft = { users: [], alerts: [], alert_items: [] };
  for (const mention of found) {
    const start = mention.start - lead;
    if (!Number.isInteger(mention.id) || mention.length === 0 || start < 0) continue;
    if (start + mention.length > text.length) continue;
    const at = { id: mention.id, start_position: start, length: mention.length };
    if (mention.char === MENTION_CHARS.alert) context.alerts.push({ ...at, rule_name: mention.label });
    else context.users.push({ ...at, full_name: mention.label });
  }
  return { text, context };
}

/** True when the comment's HTML holds no text (an empty editor is '<p></p>'). */
export function isBlankComment(html: string): boolean {
  return commentContext(html).text === '';
}
