import type { AlertListFilters, AlertListTab, AlertObjectType } from '@riskscreen/shared';
import { type DateRange, dateRange } from '../../../lib/date-range.ts';

/** The alert list's filters, search and tab as the queries read them (parsed from the list's query string). */
export type AlertListFilter = {
  tab: AlertListTab;
  /** Alert id, identifier, customer id or rule name (at least 3 characters; the schema checks). */
  q?: string | undefined;
  levels?: number[] | undefined;
  stageIds?: number[] | undefined;
  assigneeIds?: number[] | undefined;
  opened: DateRange;
  ruleUuids?: string[] | undefined;
  ruleName?: string | undefined;
  policyCategories?: number[] | undefined;
  policyTypes?: number[] | undefined;
  objectType?: AlertObjectType | undefined;
};

const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);

/**
 * The filter of a list, tab-count or select-all request; an empty comma list is no filter. An end before the start
 * is refused (400 on end_time).
 */
export function alertListFilters(
  query: AlertListFilters & { tab?: AlertListTab | undefined },
): AlertListFilter {
  return {
    tab: query.tab ?? 'all',
    q: query.q || undefined,
    levels: nonEmpty(query.level),
    stageIds: nonEmpty(query.workflow_stage),
    assigneeIds: nonEmpty(query.assigned_to),
    opened: dateRange(query.start_time, query.end_time, 'end_time'),
    ruleUuids: nonEmpty(query.rule_id),
    ruleName: query.rule_name,
    policyCategories: nonEmpty(query.policy_category),
    policyTypes: nonEmpty(query.policy_type),
    objectType: query.entity_type,
  };
}
