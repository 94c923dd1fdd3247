import { PAGE_PARAM } from '../../lib/page-param.ts';
/**
 * The customer list's filters, kept in the query string so a filtered list can be linked and survives a reload:
 * the search text (a part of the customer id) and risk levels (a comma list; 'null' is empty, spec part 2 §5).
 */
export type CustomerListFilters = { q: string; risk_level: number[] };

function numberList(raw: string | null): number[] {
  if (!raw || raw === 'null') return [];
  const values = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== 'null')
    .map(Number)
    .filter((n) => Number.isInteger(n));
  return [...new Set(values)];
}

export function readFilters(params: URLSearchParams): CustomerListFilters {
  const q = params.get('q');
  return { q: q && q !== 'null' ? q : '', risk_level: numberList(params.get('risk_level')) };
}

/** The filters written over the ones in the query string (the page back to the first); other parameters stay. */
export function writeFilters(params: URLSearchParams, filters: CustomerListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  else next.delete('q');
  if (filters.risk_level.length > 0) next.set('risk_level', filters.risk_level.join(','));
  else next.delete('risk_level');
  return next;
}

/** The filters as the list call's query: empty ones left out. */
export function filterQuery(filters: CustomerListFilters): { q?: string; risk_level?: string } {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.risk_level.length > 0 ? { risk_level: filters.risk_level.join(',') } : {}),
  };
}
