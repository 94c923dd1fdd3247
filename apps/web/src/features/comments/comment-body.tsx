import { Box } from '@mantine/core';
import './comment-body.css';

/**
 * A comment's HTML as the server keeps it: sanitised on write (an allow-list of tags and attributes, mentions as
 * spans), so it is rendered as is; mentions show as highlighted names.
 */
export function CommentBody({ html }: { html: string }) {
  return (
    <Box
      className="rs-comment-body"
      fz="sm"
      style={{ wordBreak: 'break-word' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML when it was written
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid="comment-body"
    />
  );
}
