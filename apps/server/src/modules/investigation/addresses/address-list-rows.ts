import type { AddressListFilters } from '@riskscreen/shared';
import { dateRange } from '../../../lib/date-range.ts';
import { storedDataCoverage } from '../../exposure/index.ts';
import type { AddressListFilter, ListedAddress } from './address-list.repo.ts';
import { presentAddressSummary, screenedAddressRecord } from './present-address.ts';

/** The list's filters as the repository reads them (the list, its export and Update Open Alerts share them). */
export function listFilter(query: AddressListFilters): AddressListFilter {
  return {
    q: query.q || undefined,
    riskLevels: query.risk_level,
    blockchains: query.currency,
    created: dateRange(query.created_start_date, query.created_end_date, 'created_end_date'),
    screened: dateRange(query.start_date, query.end_date),
    tagTypes: query.tag_type_verboses,
    tagNames: query.tag_name_verboses,
    ruleName: query.rule_name,
    includedInCase: query.is_included_in_case,
    customTagIds: query.custom_tags,
  };
}

export function summaryOf(row: ListedAddress) {
  return presentAddressSummary(screenedAddressRecord(row), {
    blockchain: row.blockchain,
    identifier: row.identifier,
    riskLevel: row.risk_level,
    own: row.own,
    dataCoverage: storedDataCoverage(row.data_coverage, row.has_facts, row.blockchain),
  });
}
