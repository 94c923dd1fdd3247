import type { AlertListTab } from '@riskscreen/shared';
import { z } from 'zod';
import { joinedValues, storedFilterFields } from '../../lib/stored-filter-fields.ts';
import { workspaceFilterStore } from '../../lib/stored-json.ts';

/**
 * The alert list's filters (spec part 3 §2.3). The panel's filters are saved per workspace in the browser's local
 * storage, so the list opens as the analyst left it there; the search text and the tab are not.
 */
const { day, numbers, text } = storedFilterFields;

export const savedAlertFilters = z.object({
  /** Alert levels 1–5. */
  level: numbers,
  /** Workflow stage ids (Inactive included). */
  status: numbers,
  /** The assignee's user id, and the name the chip shows (members are searched on the server). */
  assigned_to: z.number().int().nullable().catch(null),
  assigned_to_name: text,
  /** On the alert's last opening. */
  start_time: day,
  end_time: day,
  /** A rule's uuid, and its name for the chip. */
  rule_id: text,
  rule_name: text,
  /** Policy categories 1–3 and policy types 0–2. */
  policy_category: numbers,
  policy_type: numbers,
});
export type SavedAlertFilters = z.infer<typeof savedAlertFilters>;

export type AlertFilters = SavedAlertFilters & { q: string; tab: AlertListTab };

export const NO_SAVED_FILTERS: SavedAlertFilters = {
  level: [],
  status: [],
  assigned_to: null,
  assigned_to_name: null,
  start_time: null,
  end_time: null,
  rule_id: null,
  rule_name: null,
  policy_category: [],
  policy_type: [],
};

const store = workspaceFilterStore({
  prefix: 'rs.alert-list-filters.',
  schema: savedAlertFilters,
  none: NO_SAVED_FILTERS,
  hasFilters: (filters) => countFilters(filters) > 0,
});

/** The saved filters of the workspace; missing or damaged storage gives none (a bad field, its default). */
export const loadFilters = (workspace: string | null): SavedAlertFilters => store.load(workspace);

/** Keeps the panel's filters only (not the search or the tab); no filters leave nothing behind. */
export function saveFilters(workspace: string | null, filters: SavedAlertFilters): void {
  // Parsing drops what is not saved (the search and the tab).
  store.save(workspace, savedAlertFilters.parse(filters));
}

/** How many of the panel's filters apply (a date range counts once, the rule and assignee once each). */
export function countFilters(filters: SavedAlertFilters): number {
  return [
    filters.level.length > 0,
    filters.status.length > 0,
    filters.assigned_to !== null,
    filters.start_time !== null || filters.end_time !== null,
    filters.rule_id !== null,
    filters.policy_category.length > 0,
    filters.policy_type.length > 0,
  ].filter(Boolean).length;
}

/** The filters and search as the server's query parameters (empty ones dropped); the tab travels apart. */
export function filterQuery(filters: AlertFilters): Record<string, string | null> {
  return {
    q: filters.q.trim() || null,
    level: joinedValues(filters.level),
    workflow_stage: joinedValues(filters.status),
    assigned_to: filters.assigned_to === null ? null : String(filters.assigned_to),
    start_time: filters.start_time,
    end_time: filters.end_time,
    rule_id: filters.rule_id,
    policy_category: joinedValues(filters.policy_category),
    policy_type: joinedValues(filters.policy_type),
  };
}
