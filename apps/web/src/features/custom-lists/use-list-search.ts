import { useDebouncedValue } from '@mantine/hooks';
import { CUSTOM_LIST_SEARCH_MIN } from '@riskscreen/shared';
import { useState } from 'react';

/** How long typing rests before a search box searches (spec part 3 §9: generic search inputs). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that filters as the user types: the query follows the text 300 ms after the last key, once it has
 * at least 3 characters (spec part 3 §5) or is empty again; shorter text keeps the last query and says why.
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const tooShort = term.length > 0 && term.length < CUSTOM_LIST_SEARCH_MIN;
  const [settled] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const [q, setQ] = useState('');
  const isSearchable = settled.length === 0 || settled.length >= CUSTOM_LIST_SEARCH_MIN;
  // The query changes during render rather than in an effect, so the page resets in the same render.
  if (isSearchable && settled !== q && settled === term) setQ(settled);
  return { search, setSearch, q, tooShort };
}
