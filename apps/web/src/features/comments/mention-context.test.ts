import { describe, expect, it } from 'vitest';
import { commentContext, isBlankComment } from './mention-context.ts';

/** A mention span as the editor writes it. */
const mention = (char: '@' | '#', id: number, label: string) =>
  `<span data-type="mention" data-id="${id}" data-label="${label}" data-mention-suggestion-char="${char}" class="rs-mention">${char}${label}</span>`;

describe('comment context', () => {
  it('positions member and alert mentions in the plain text, trigger included', () => {
    const html = `<p>Hi ${mention('@', 8, 'Grace Hopper')}, see ${mention('#', 11, 'Direct sanctions')}</p>`;
    const { text, context } = commentContext(html);
    // The server's commentPlainText of the same HTML.
    expect(text).toBe('Hi @Grace Hopper, see #Direct sanctions');
    expect(context.users).toEqual([{ id: 8, full_name: 'Grace Hopper', start_position: 3, length: 13 }]);
    expect(context.alerts).toEqual([
      { id: 11, rule_name: 'Direct sanctions', start_position: 22, length: 17 },
    ]);
    expect(text.substr(22, 17)).toBe('#Direct sanctions');
  });

  it('counts a newline after each paragraph, list item and line break, and entities as their character', () => {
    const html = `<p>a &amp; b</p><ul><li><p>x</p></li><li><p>${mention('@', 8, 'Grace')}</p></li></ul><p>end<br>line</p>`;
    const { text, context } = commentContext(html);
    expect(text).toBe('a & b\nx\n\n@Grace\n\nend\nline');
    expect(context.users[0]).toMatchObject({ start_position: 9, length: 6 });
    expect(text.substr(9, 6)).toBe('@Grace');
  });

  it('counts from the first character the server keeps (the text is trimmed)', () => {
    const { text, context } = commentContext(`<p>  </p><p> lead ${mention('@', 8, 'G')}</p>`);
    expect(text).toBe('lead @G');
    expect(context.users[0]).toMatchObject({ start_position: 5, length: 2 });
  });

  it('finds an empty editor blank', () => {
    expect(isBlankComment('<p></p>')).toBe(true);
    expect(isBlankComment('<p>  </p><p><br></p>')).toBe(true);
    expect(isBlankComment(`<p>${mention('@', 8, 'G')}</p>`)).toBe(false);
  });
});
