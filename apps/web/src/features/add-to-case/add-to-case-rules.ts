import { CASE_SEARCH_MIN_LENGTH } from '@riskscreen/shared';
import type { CaseEntities } from '../../components/entity-list/case-entities.ts';

/** Add to Case modes (spec part 2 §4): New Case 0, Existing Case 1. */
export type CaseChoice = 'new' | 'existing';

export const NAME_REQUIRED = 'Case Name is required';
export const CASE_REQUIRED = 'Please select a case';
export const SEARCH_HINT = `Enter min ${CASE_SEARCH_MIN_LENGTH} characters to search...`;
export const NO_RESULTS = 'No results found';
/** The case search waits this long after the last key (spec part 2 §9). */
export const CASE_SEARCH_DEBOUNCE_MS = 500;

export type AddToCaseValues = { choice: CaseChoice; name: string; caseId: number | null };

/** What stops the form from being sent, by field (spec part 2 §5: a name for a new case, a case for an existing). */
export function addToCaseErrors(values: AddToCaseValues): { name?: string; caseId?: string } {
  if (values.choice === 'new') return values.name.trim() === '' ? { name: NAME_REQUIRED } : {};
  return values.caseId === null ? { caseId: CASE_REQUIRED } : {};
}

/** The search is asked for only from 3 characters (spec part 2 §5). */
export function canSearchCases(text: string): boolean {
  return text.trim().length >= CASE_SEARCH_MIN_LENGTH;
}

export type { CaseEntities };

/** As the toast names them ('Added Addresses to Case'). */
export function addedMessage(entities: CaseEntities): string {
  const kind = entities.matching?.entity;
  if (entities.transactions?.length || kind === 'transactions') return 'Added Transactions to Case';
  if (entities.customers?.length || kind === 'customers') return 'Added Customers to Case';
  return 'Added Addresses to Case';
}

/** A list's query (null and empty values dropped) as the filters of an "all matching" selection. */
export function presentFilters(
  query: Readonly<Record<string, string | null | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
