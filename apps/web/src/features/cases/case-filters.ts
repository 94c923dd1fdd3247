import type { CaseListTab } from '@riskscreen/shared';
import { z } from 'zod';
import { joinedValues, storedFilterFields } from '../../lib/stored-filter-fields.ts';
import { workspaceFilterStore } from '../../lib/stored-json.ts';

/**
 * The case list's filters (spec part 3 §2.5): address, customer id, status, risk level, assignee and creation
 * dates, saved per workspace in the browser's local storage; the search text and the tab are not saved.
 */
const { day, numbers, text } = storedFilterFields;

export const savedCaseFilters = z.object({
  address: text,
  customer_id: text,
  /** Case statuses 1–4. */
  status: numbers,
  /** Risk levels 0–5. */
  risk_level: numbers,
  /** The assignee's user id, and the name the chip shows. */
  assigned_to: z.number().int().nullable().catch(null),
  assigned_to_name: text,
  /** On the case's creation. */
  start_date: day,
  end_date: day,
});
export type SavedCaseFilters = z.infer<typeof savedCaseFilters>;

export type CaseFilters = SavedCaseFilters & { q: string; tab: CaseListTab };

export const NO_SAVED_FILTERS: SavedCaseFilters = {
  address: null,
  customer_id: null,
  status: [],
  risk_level: [],
  assigned_to: null,
  assigned_to_name: null,
  start_date: null,
  end_date: null,
};

const store = workspaceFilterStore({
  prefix: 'rs.case-list-filters.',
  schema: savedCaseFilters,
  none: NO_SAVED_FILTERS,
  hasFilters: (filters) => countFilters(filters) > 0,
});

/** The saved filters of the workspace; missing or damaged storage gives none (a bad field, its default). */
export const loadFilters = (workspace: string | null): SavedCaseFilters => store.load(workspace);

/** Keeps the panel's filters only (not the search or the tab); no filters leave nothing behind. */
export function saveFilters(workspace: string | null, filters: SavedCaseFilters): void {
  store.save(workspace, savedCaseFilters.parse(filters));
}

/** How many of the panel's filters apply (a date range counts once). */
export function countFilters(filters: SavedCaseFilters): number {
  return [
    filters.address !== null,
    filters.customer_id !== null,
    filters.status.length > 0,
    filters.risk_level.length > 0,
    filters.assigned_to !== null,
    filters.start_date !== null || filters.end_date !== null,
  ].filter(Boolean).length;
}

/** The filters and search as the server's query parameters (empty ones dropped); the tab travels apart. */
export function filterQuery(filters: CaseFilters): Record<string, string | null> {
  return {
    q: filters.q.trim() || null,
    address: filters.address,
    customer_id: filters.customer_id,
    status: joinedValues(filters.status),
    risk_level: joinedValues(filters.risk_level),
    assigned_to: filters.assigned_to === null ? null : String(filters.assigned_to),
    start_date: filters.start_date,
    end_date: filters.end_date,
  };
}
