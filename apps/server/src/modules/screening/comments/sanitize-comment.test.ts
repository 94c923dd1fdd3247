import { describe, expect, it } from 'vitest';
import { commentPlainText, sanitizeCommentBody } from './sanitize-comment.ts';

/** The classic payloads come back inert: no script, no handler, no dangerous URL survives. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">hover</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<span data-type="mention" onclick="alert(1)" style="color:red">@x</span>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<<script>script>alert(1)<</script>/script>',
];

describe('comment sanitising', () => {
  it.each(PAYLOADS)('makes %s inert', (payload) => {
    const clean = sanitizeCommentBody(payload);
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<math|\son\w+=|style=|javascript:|data:/i);
  });

  it('keeps the editor’s formatting, links and mentions', () => {
    const html =
      '<p>Hi <span data-type="mention" class="mention" data-id="7" data-label="Ann Agent">@Ann Agent</span>, ' +
      '<strong>see</strong> <a href="https://example.test/x" target="_blank">this</a></p>' +
      '<ul><li><em>one</em></li></ul><blockquote>q</blockquote><pre><code>c</code></pre>';
    expect(sanitizeCommentBody(html)).toBe(
      '<p>Hi <span data-type="mention" class="mention" data-id="7" data-label="Ann Agent">@Ann Agent</span>, ' +
        '<strong>see</strong> <a href="https://example.test/x" rel="noopener noreferrer">this</a></p>' +
        '<ul><li><em>one</em></li></ul><blockquote>q</blockquote><pre><code>c</code></pre>',
    );
  });

  it('strips the attributes of a span that is not a mention', () => {
    expect(sanitizeCommentBody('<span class="x" data-id="1">t</span>')).toBe('<span>t</span>');
  });

  it('reads the plain text the mention positions count, blocks ending with a line', () => {
    expect(commentPlainText('<p>a &amp; b</p><p>c&lt;d</p>')).toBe('a & b\nc<d');
    expect(commentPlainText(sanitizeCommentBody('<p><script>x</script> </p>'))).toBe('');
  });
});
