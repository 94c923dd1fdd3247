import { type AddressDetail, type AddressSummary, type DataCoverage, getChain } from '@riskscreen/shared';
import type { AddressReport } from '../../exposure/index.ts';
import { storedDataCoverage } from '../../exposure/index.ts';
import { presentCurrency } from '../present-currency.ts';
import { presentExposure } from '../present-exposure.ts';

const seconds = (d: Date | string | null | undefined) =>
  d ? Math.floor(new Date(d).getTime() / 1000) : null;

export type AddressRecord = {
  id: number;
  isScreened: boolean;
  destinationTag: number | null;
  customerId: string | null;
  customerType: number | null;
  createdAt: Date;
  lastScreenedTime: Date;
};

/** The columns of a screened address row an AddressRecord is made of. */
type ScreenedAddressColumns = {
  id: number;
  destination_tag: number | null;
  customer_id: string | null;
  customer_type: number | null;
  created_at: Date;
  last_screened_time: Date;
};

/** The workspace's side of an address it screened (stored, so screened). */
export function screenedAddressRecord(row: ScreenedAddressColumns): AddressRecord {
  return {
    id: row.id,
    isScreened: true,
    destinationTag: row.destination_tag,
    customerId: row.customer_id,
    customerType: row.customer_type,
    createdAt: row.created_at,
    lastScreenedTime: row.last_screened_time,
  };
}

/** The list row of an address (also used by search results); only the report's headline is needed. */
export function presentAddressSummary(
  record: AddressRecord,
  report: Pick<AddressReport, 'blockchain' | 'identifier' | 'riskLevel' | 'own'> & {
    dataCoverage: DataCoverage;
  },
): AddressSummary {
  return {
    id: record.id,
    identifier: report.identifier,
    ...presentCurrency(report.blockchain),
    is_screened: record.isScreened,
    risk_level: report.riskLevel,
    customer_id: record.customerId,
    type_verbose: record.customerType === 1 ? 'Deposit' : record.customerType === 2 ? 'Withdrawal' : null,
    tag_name_verbose: report.own?.name ?? null,
    tag_type_verbose: report.own?.type ?? null,
    tag_subtype_verbose: report.own?.subtype ?? null,
    last_screened_time: record.lastScreenedTime.toISOString(),
    created_at: record.createdAt.toISOString(),
    item_type: 'address',
    data_coverage: report.dataCoverage,
  };
}

/** What an address's stored screening rested on. */
export const addressDataCoverage = (report: Pick<AddressReport, 'blockchain' | 'facts' | 'dataCoverage'>) =>
  storedDataCoverage(report.dataCoverage, report.facts !== null, report.blockchain);

/** The address page: the stored report with the summary; counterparty rows and tree only with get_extra_data. */
export function presentAddressDetail(
  record: AddressRecord,
  report: AddressReport,
  withExtra: boolean,
): AddressDetail {
  const native = getChain(report.blockchain)?.native.symbol;
  const nativeHolding = report.holdings.find((h) => h.contract === '' || h.token === native);
  const { exposure } = report;
  return {
    ...presentAddressSummary(record, { ...report, dataCoverage: addressDataCoverage(report) }),
    // Required on the page (optional on list rows): what the answer rests on.
    data_coverage: addressDataCoverage(report),
    tag_name_verbose_owner: report.owner?.name ?? null,
    tag_type_verbose_owner: report.owner?.type ?? null,
    tag_subtype_verbose_owner: report.owner?.subtype ?? null,
    is_muted: false,
    is_custom_ignored: false,
    is_custom_monitored: false,
    is_megahub: report.isMegahub,
    is_token_account: false,
    destination_tag: record.destinationTag,
    custom_tags: [],
    earliest_transaction_time: seconds(report.facts?.firstSeen),
    latest_transaction_time: seconds(report.facts?.lastSeen),
    total_incoming_value_usd: report.facts?.totalIncomingUsd ?? 0,
    total_outgoing_value_usd: report.facts?.totalOutgoingUsd ?? 0,
    ...presentExposure(exposure, withExtra),
    node_info: { cluster_id: report.facts?.clusterId ?? null, cluster_size: report.facts?.clusterSize ?? 1 },
    balance: nativeHolding?.balance ?? 0,
    balance_usd: nativeHolding?.balanceUsd ?? 0,
    digital_assets: report.holdings.map((h) => ({
      token: h.token,
      currency: report.blockchain,
      value: h.balance,
      value_usd: h.balanceUsd,
    })),
    associated_cases: [],
    is_included_in_case: false,
    coverage: getChain(report.blockchain)?.coverage ?? 'lite',
    is_known_to_provider: report.facts !== null,
  };
}
