import { z } from 'zod';
import { joinedValues, storedFilterFields } from '../../lib/stored-filter-fields.ts';
import { workspaceFilterStore } from '../../lib/stored-json.ts';

/**
 * The address list's filters (spec part 2 §2, Lists), saved per workspace in the browser's local storage so the
 * list opens as the analyst left it in that workspace.
 */
const { day, numbers, text, words } = storedFilterFields;

export const addressListFilters = z.object({
  q: z.string().catch(''),
  risk_level: numbers,
  currency: numbers,
  tag_type_verboses: words,
  tag_name_verboses: words,
  created_start_date: day,
  created_end_date: day,
  start_date: day,
  end_date: day,
  /** A rule's name: addresses it raised an alert on. */
  rule_name: text,
  /** Custom tag and list ids: addresses holding any of them. */
  custom_tags: numbers,
  /** 'true': addresses in a case; 'false': in none. */
  is_included_in_case: z.enum(['true', 'false']).nullable().catch(null),
});
export type AddressListFilters = z.infer<typeof addressListFilters>;

export const NO_FILTERS: AddressListFilters = {
  q: '',
  risk_level: [],
  currency: [],
  tag_type_verboses: [],
  tag_name_verboses: [],
  created_start_date: null,
  created_end_date: null,
  start_date: null,
  end_date: null,
  rule_name: null,
  custom_tags: [],
  is_included_in_case: null,
};

const store = workspaceFilterStore({
  prefix: 'rs.address-list-filters.',
  schema: addressListFilters,
  none: NO_FILTERS,
  hasFilters: (filters) => hasFilters(filters),
});

/** The saved filters of the workspace; missing or damaged storage gives no filters (a bad field, its default). */
export const loadFilters = (workspace: string | null): AddressListFilters => store.load(workspace);

export const saveFilters = (workspace: string | null, filters: AddressListFilters): void =>
  store.save(workspace, filters);

/**
 * The filters a link into the list names: its risk levels (a comma list, as the dashboard's pies send them), on
 * top of no other filter. Null when the URL names none.
 */
export function linkedFilters(params: URLSearchParams): AddressListFilters | null {
  const levels = (params.get('risk_level') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d$/.test(part))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 5);
  if (levels.length === 0) return null;
  return { ...NO_FILTERS, risk_level: [...new Set(levels)] };
}

export function hasFilters(filters: AddressListFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
}

/** The filters as the server's query parameters (empty ones dropped). */
export function filterQuery(filters: AddressListFilters): Record<string, string | null> {
  return {
    q: filters.q.trim() || null,
    risk_level: joinedValues(filters.risk_level),
    currency: joinedValues(filters.currency),
    tag_type_verboses: joinedValues(filters.tag_type_verboses),
    tag_name_verboses: joinedValues(filters.tag_name_verboses),
    created_start_date: filters.created_start_date,
    created_end_date: filters.created_end_date,
    start_date: filters.start_date,
    end_date: filters.end_date,
    rule_name: filters.rule_name,
    custom_tags: joinedValues(filters.custom_tags),
    is_included_in_case: filters.is_included_in_case,
  };
}
