import { describe, expect, it } from 'vitest';
import {
  canSearch,
  minimumLength,
  searchFromParams,
  searchHint,
  searchPath,
  searchText,
} from './search-rules.ts';

describe('global search input rules', () => {
  it('needs 5 characters, or 3 for customers and cases', () => {
    expect(minimumLength('all')).toBe(5);
    expect(minimumLength('address')).toBe(5);
    expect(minimumLength('transaction')).toBe(5);
    expect(minimumLength('customer')).toBe(3);
    expect(minimumLength('case')).toBe(3);
    expect(canSearch('abcd', 'all')).toBe(false);
    expect(canSearch('abcde', 'all')).toBe(true);
    expect(canSearch('abc', 'case')).toBe(true);
    expect(canSearch('ab', 'customer')).toBe(false);
  });

  it('counts characters after trimming and removing zero-width characters', () => {
    expect(searchText('  0x12\u200B34\uFEFF  ')).toBe('0x1234');
    expect(canSearch(' ab\u200Bcd ', 'address')).toBe(false);
    expect(canSearch('\u2060abcde\u200D', 'address')).toBe(true);
  });

  it('hints how many characters are needed, then to press enter', () => {
    expect(searchHint('abc', 'all')).toBe('Please enter at least 5 characters');
    expect(searchHint('ab', 'case')).toBe('Please enter at least 3 characters');
    expect(searchHint('abc', 'case')).toBe('Press enter to search');
    // Switching from case to address with 3 characters: the hint asks for 5 again.
    expect(searchHint('abc', 'address')).toBe('Please enter at least 5 characters');
  });

  it('URL-encodes the cleaned identifier into the results path', () => {
    expect(searchPath(' cust 42/7\u200B ', 'customer')).toBe(
      '/search?q=cust%2042%2F7&search_entity_type=customer',
    );
  });

  it('reads a results URL, refusing unknown types and too short queries', () => {
    expect(searchFromParams(new URLSearchParams('q=0xabcdef&search_entity_type=all'))).toEqual({
      q: '0xabcdef',
      type: 'all',
    });
    expect(searchFromParams(new URLSearchParams('q=0xabcdef&search_entity_type=wallet'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('q=0xabcdef'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('q=abc&search_entity_type=address'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('q=abc&search_entity_type=case'))).toEqual({
      q: 'abc',
      type: 'case',
    });
  });
});
