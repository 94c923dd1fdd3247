import type { CustomerListFilters } from '@riskscreen/shared';
import { dateRange } from '../../../lib/date-range.ts';
import type { CustomerListFilter } from './customer-list.repo.ts';

/** The list's filters as the repository reads them (the list, its export, Update Open Alerts and Add to Case). */
export function listFilter(query: CustomerListFilters): CustomerListFilter {
  return {
    q: query.q || undefined,
    riskLevels: query.risk_level,
    blockchains: query.currency,
    created: dateRange(query.created_start_date, query.created_end_date, 'created_end_date'),
    updated: dateRange(query.start_date, query.end_date),
    includedInCase:
      query.is_included_in_case === undefined ? undefined : query.is_included_in_case === 'true',
    ruleName: query.rule_name,
  };
}
