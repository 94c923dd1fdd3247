import { getChain, nativeSymbol, type TransactionDetail, type TransactionSummary } from '@riskscreen/shared';
import type { TransactionParty, TransactionReport } from '../../exposure/index.ts';
import { storedDataCoverage } from '../../exposure/index.ts';
import type { ScreenedTransactionRow } from '../../screening/index.ts';
import { presentCurrency } from '../present-currency.ts';
import { presentExposure } from '../present-exposure.ts';

/** The workspace's side of a screened transaction (a preview has no customer and is 'screened' now). */
export type TransactionRecord = {
  customerId: string | null;
  customerType: number | null;
  customerAddress: string | null;
  createdAt: Date;
  lastScreenedTime: Date;
  /** Frozen on the custody service (a preview is never frozen). */
  isFrozenOnCustody: boolean;
};

export const recordOf = (row: ScreenedTransactionRow): TransactionRecord => ({
  customerId: row.customer_id,
  customerType: row.customer_type,
  customerAddress: row.customer_address,
  createdAt: row.created_at,
  lastScreenedTime: row.last_screened_time,
  isFrozenOnCustody: row.is_frozen_on_fireblocks,
});

type SummaryBody = Omit<TransactionSummary, 'id' | 'is_screened'>;

function summaryBody(record: TransactionRecord, report: TransactionReport): SummaryBody {
  return {
    identifier: report.identifier,
    ...presentCurrency(report.blockchain),
    risk_level: report.riskLevel,
    customer_id: record.customerId,
    type: record.customerType,
    address: record.customerAddress,
    ...sides(record, report),
    block_date_time: report.blockTime,
    ...listedValue(report, nativeSymbol(report.blockchain)),
    last_screened_time: record.lastScreenedTime.toISOString(),
    created_at: record.createdAt.toISOString(),
    item_type: 'transaction',
    data_coverage: storedDataCoverage(report.dataCoverage, report.isKnown, report.blockchain),
  };
}

/**
 * What the transaction moved, for the Volume column: its native value, or when it moved no native value (a
 * token transfer is a zero-value contract call) its largest token movement by USD.
 */
function listedValue(report: TransactionReport, nativeSymbol: string) {
  const token = report.value > 0 ? undefined : report.digitalAssets.find((a) => a.contract !== '');
  if (!token) return { value: report.value, value_usd: report.valueUsd, value_token_symbol: nativeSymbol };
  return { value: token.value, value_usd: token.valueUsd, value_token_symbol: token.token };
}

/**
 * The list's Originator and Beneficiary: a customer's address on its own side (a withdrawal, type 2, is sent by
 * it; a deposit, type 1, received), and otherwise the largest sender and receiver the chain data names, so the
 * columns say who moved the value rather than '-' on every row that has no customer.
 */
function sides(record: TransactionRecord, report: TransactionReport) {
  const largest = report.senders[0]?.address ?? null;
  const largestReceiver = report.receivers[0]?.address ?? null;
  return {
    originator: record.customerType === 2 && record.customerAddress ? record.customerAddress : largest,
    beneficiary:
      record.customerType === 1 && record.customerAddress ? record.customerAddress : largestReceiver,
  };
}

/** The list row of a screened transaction. */
export function presentTransactionSummary(row: ScreenedTransactionRow): TransactionSummary {
  return { id: row.id, is_screened: true, ...summaryBody(recordOf(row), row.result) };
}

const party = (p: TransactionParty) => ({
  address: p.address,
  value: p.value,
  value_usd: p.valueUsd,
  token_symbol: p.tokenSymbol,
  tag_name_verbose: p.tag?.name ?? null,
  tag_type_verbose: p.tag?.type ?? null,
  tag_subtype_verbose: p.tag?.subtype ?? null,
  exposure_type: p.exposureType,
});

/**
 * The transaction page (or preview): parties with their attribution, fee, value, assets and risks; counterparty
 * rows and the investigation tree only with get_extra_data.
 */
export function presentTransactionBody(
  record: TransactionRecord,
  report: TransactionReport,
  withExtra: boolean,
): Omit<TransactionDetail, 'id' | 'is_screened'> {
  const { exposure } = report;
  return {
    ...summaryBody(record, report),
    // Required on the page (optional on list rows): what the answer rests on.
    data_coverage: storedDataCoverage(report.dataCoverage, report.isKnown, report.blockchain),
    transaction_time: report.blockTime,
    fee: report.fee,
    fee_usd: report.feeUsd,
    incoming_value_usd: report.incomingValueUsd,
    digital_assets: report.digitalAssets.map((a) => ({
      token: a.token,
      currency: report.blockchain,
      value: a.value,
      value_usd: a.valueUsd,
    })),
    risks_detected: report.risksDetected,
    from_addresses: report.senders.map(party),
    to_addresses: report.receivers.map(party),
    is_frozen_on_fireblocks: record.isFrozenOnCustody,
    associated_cases: [],
    is_confirmed: report.blockTime !== null,
    coverage: getChain(report.blockchain)?.coverage ?? 'lite',
    is_known_to_provider: report.isKnown,
    ...presentExposure(exposure, withExtra),
  };
}

export function presentTransactionDetail(row: ScreenedTransactionRow, withExtra: boolean): TransactionDetail {
  return { id: row.id, is_screened: true, ...presentTransactionBody(recordOf(row), row.result, withExtra) };
}
