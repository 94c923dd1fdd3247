import { PAGE_PARAM } from '../../lib/page-param.ts';
/**
 * The transaction list's filters, kept in the query string (spec part 2 §2, Lists) so a filtered list can be
 * shared and survives a reload. risk_level and currency are comma lists of numbers; 'null' means empty (§5).
 * Links name the chains `currencies` (spec §5) or `currency` (what this list writes): both are read.
 */
export type TransactionListFilters = {
  q: string;
  risk_level: number[];
  currency: number[];
  created_start_date: string | null;
  created_end_date: string | null;
  /** Last screened time. */
  updated_start_date: string | null;
  updated_end_date: string | null;
  transaction_start_date: string | null;
  transaction_end_date: string | null;
  /** A rule's name: transactions it raised an alert on. */
  rule_name: string | null;
  /** 'true': transactions in a case; 'false': in none. */
  is_included_in_case: 'true' | 'false' | null;
};

export const NO_FILTERS: TransactionListFilters = {
  q: '',
  risk_level: [],
  currency: [],
  created_start_date: null,
  created_end_date: null,
  updated_start_date: null,
  updated_end_date: null,
  transaction_start_date: null,
  transaction_end_date: null,
  rule_name: null,
  is_included_in_case: null,
};

const DATE_KEYS = [
  'created_start_date',
  'created_end_date',
  'updated_start_date',
  'updated_end_date',
  'transaction_start_date',
  'transaction_end_date',
] as const;
const LIST_KEYS = ['risk_level', 'currency'] as const;
/** The other name of the chain filter in a URL: read, and dropped when the list writes its filters. */
const CURRENCIES_ALIAS = 'currencies';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

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

function day(raw: string | null): string | null {
  return raw && ISO_DAY.test(raw) ? raw : null;
}

export function readFilters(params: URLSearchParams): TransactionListFilters {
  const q = params.get('q');
  const rule = params.get('rule_name')?.trim();
  const inCase = params.get('is_included_in_case');
  return {
    q: q && q !== 'null' ? q : '',
    risk_level: numberList(params.get('risk_level')),
    currency: [
      ...new Set([...numberList(params.get('currency')), ...numberList(params.get(CURRENCIES_ALIAS))]),
    ],
    created_start_date: day(params.get('created_start_date')),
    created_end_date: day(params.get('created_end_date')),
    updated_start_date: day(params.get('updated_start_date')),
    updated_end_date: day(params.get('updated_end_date')),
    transaction_start_date: day(params.get('transaction_start_date')),
    transaction_end_date: day(params.get('transaction_end_date')),
    rule_name: rule && rule !== 'null' ? rule : null,
    is_included_in_case: inCase === 'true' || inCase === 'false' ? inCase : null,
  };
}

/** The query string with these filters (other parameters, such as the workspace, kept); back to page 1. */
export function writeFilters(params: URLSearchParams, filters: TransactionListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  next.delete(CURRENCIES_ALIAS);
  const q = filters.q.trim();
  if (q) next.set('q', q);
  else next.delete('q');
  for (const key of LIST_KEYS) {
    if (filters[key].length > 0) next.set(key, filters[key].join(','));
    else next.delete(key);
  }
  for (const key of DATE_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (filters.rule_name) next.set('rule_name', filters.rule_name);
  else next.delete('rule_name');
  if (filters.is_included_in_case) next.set('is_included_in_case', filters.is_included_in_case);
  else next.delete('is_included_in_case');
  return next;
}

export function hasFilters(filters: TransactionListFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
}

/** The filters as the server's query parameters (empty ones dropped). */
export function filterQuery(filters: TransactionListFilters): Record<string, string | null> {
  return {
    q: filters.q.trim() || null,
    risk_level: filters.risk_level.length > 0 ? filters.risk_level.join(',') : null,
    currency: filters.currency.length > 0 ? filters.currency.join(',') : null,
    created_start_date: filters.created_start_date,
    created_end_date: filters.created_end_date,
    updated_start_date: filters.updated_start_date,
    updated_end_date: filters.updated_end_date,
    transaction_start_date: filters.transaction_start_date,
    transaction_end_date: filters.transaction_end_date,
    rule_name: filters.rule_name,
    is_included_in_case: filters.is_included_in_case,
  };
}
