import {
  cleanIdentifier,
  LIMITS,
  SEARCH_ENTITY_TYPES,
  type SearchEntityType,
  SHELL_MESSAGES,
} from '@riskscreen/shared';
import { routes } from '../../lib/routes.ts';

/** The type dropdown of the header bar. */
export const SEARCH_TYPE_OPTIONS: { value: SearchEntityType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'address', label: 'Address' },
  { value: 'transaction', label: 'Transaction' },
  { value: 'customer', label: 'Customer' },
  { value: 'case', label: 'Case' },
];

/** At least 5 characters, or 3 when the type is customer or case (spec part 1 §5). */
export function minimumLength(type: SearchEntityType): number {
  return type === 'customer' || type === 'case'
    ? LIMITS.searchMinLengthCustomerOrCase
    : LIMITS.searchMinLength;
}

/** What is searched: trimmed, zero-width characters removed. */
export function searchText(raw: string): string {
  return cleanIdentifier(raw);
}

export function canSearch(raw: string, type: SearchEntityType): boolean {
  return searchText(raw).length >= minimumLength(type);
}

/** The hint under the bar: 'Please enter at least N characters' until enough, then 'Press enter to search'. */
export function searchHint(raw: string, type: SearchEntityType): string {
  return canSearch(raw, type)
    ? SHELL_MESSAGES.searchPressEnter
    : SHELL_MESSAGES.searchMinChars.replace('{n}', String(minimumLength(type)));
}

/** The results page of a search (the identifier URL-encoded after cleaning). */
export function searchPath(raw: string, type: SearchEntityType): string {
  return routes.search({ q: searchText(raw), search_entity_type: type });
}

export function isSearchEntityType(value: string | null): value is SearchEntityType {
  return value !== null && (SEARCH_ENTITY_TYPES as readonly string[]).includes(value);
}

/** The search a results URL asks for, or null when it is not one (the page then redirects to the dashboard). */
export function searchFromParams(params: URLSearchParams): { q: string; type: SearchEntityType } | null {
  const type = params.get('search_entity_type');
  const q = searchText(params.get('q') ?? '');
  if (!isSearchEntityType(type) || q.length < minimumLength(type)) return null;
  return { q, type };
}
