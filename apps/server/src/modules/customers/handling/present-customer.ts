import { type CustomerDetail, type CustomerSummary, getChain } from '@riskscreen/shared';
import type { CustomerRow } from '../../screening/index.ts';
import type { CustomerFigures } from './customer-figures.repo.ts';

/** A row of the customer list. */
export function presentCustomerSummary(
  row: CustomerRow,
  figures: CustomerFigures,
  includedInCase: boolean,
): CustomerSummary {
  return {
    id: row.id,
    customer_id: row.customer_id,
    risk_level: row.risk_level,
    digital_assets: figures.holdings.map((h) => ({
      token: h.token,
      currency: h.currency,
      value: h.balance,
      value_usd: h.balanceUsd,
    })),
    currencies: figures.currencies,
    open_alerts_count: figures.openAlerts,
    earliest_transaction_time: figures.earliest,
    latest_transaction_time: figures.latest,
    total_incoming_value_usd: figures.incomingUsd,
    total_outgoing_value_usd: figures.outgoingUsd,
    is_included_in_case: includedInCase,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    item_type: 'customer',
  };
}

/** The customer page. */
export function presentCustomerDetail(
  row: CustomerRow,
  figures: CustomerFigures,
  cases: { id: number; case_id: string; name: string }[],
): CustomerDetail {
  return {
    ...presentCustomerSummary(row, figures, cases.length > 0),
    balance_usd: figures.balanceUsd,
    deposit_addresses_count: figures.depositAddresses,
    withdrawal_addresses_count: figures.withdrawalAddresses,
    deposits_count: figures.deposits,
    withdrawals_count: figures.withdrawals,
    associated_cases: cases.map((c) => ({ id: c.id, case_id: c.case_id, name: c.name })),
  };
}

/** A chain's short code ('ETH'), or its number when the catalogue no longer lists it. */
export function currencyShort(blockchain: number): string {
  return getChain(blockchain)?.code ?? String(blockchain);
}
