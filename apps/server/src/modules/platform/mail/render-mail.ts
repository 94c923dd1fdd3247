import type { MailOutboxTable } from '../../../db/comments-schema.ts';

export type OutboxRow = Pick<
  MailOutboxTable,
  'to_address' | 'subject' | 'text_body' | 'html_body' | 'link'
> & {
  id: number;
};

/** The mail as delivered: the stored text with its link made absolute on the app's public address. */
export function renderMail(
  row: OutboxRow,
  publicUrl: string,
): { subject: string; text: string; html?: string } {
  const url = row.link ? new URL(row.link, `${publicUrl}/`).toString() : null;
  const text = url ? `${row.text_body}\n\nOpen it in RiskScreen: ${url}\n` : row.text_body;
  if (!row.html_body) return { subject: row.subject, text };
  const html = url
    ? `${row.html_body}<p><a href="${escapeAttribute(url)}">Open it in RiskScreen</a></p>`
    : row.html_body;
  return { subject: row.subject, text, html };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
