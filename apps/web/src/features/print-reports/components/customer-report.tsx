import { endpoints, PolicyType } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  PrintFacts,
  PrintPage,
  PrintSection,
  PrintTable,
  usePrintBranding,
} from '../../../components/print-report/index.ts';
import { riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatCrypto, formatDate, formatPercent, formatUsd } from '../../../lib/format.ts';
import { useCustomerByCustomerId, useObjectAlerts, useReportCall } from '../api.ts';
import { chooseSections } from '../report-sections.ts';
import { PrintAlerts } from './print-alerts.tsx';
import { PrintComments } from './print-comments.tsx';
import { PrintCounterparties } from './print-flow.tsx';
import { PrintRulesAppendix } from './print-rules-appendix.tsx';

const C = endpoints.customers;
// A customer's address and transfer lists are read 200 at a time in a report (spec part 2 §7, §9).
const LIMIT = 200;
const ADDRESS_KINDS = [
  { type: 'deposit', title: 'Deposit Address Summary' },
  { type: 'withdrawal', title: 'Withdrawal Address Summary' },
  { type: 'any', title: 'User Address Summary' },
] as const;

const stateOf = (q: { isPending: boolean; isError: boolean; fetchStatus?: string }) =>
  q.isError ? 'error' : q.isPending ? 'loading' : 'ready';

/** /pdf/customer-report/:customerId — the customer report, the sections chosen by `entities`. */
export function CustomerReport() {
  const customerId = useParams().customerId ?? '';
  const [search] = useSearchParams();
  const branding = usePrintBranding();
  const tz = branding.timeZone;
  const { sections, alertGroups } = chooseSections('customer', search.get('entities'));
  const customer = useCustomerByCustomerId(customerId).data;
  const id = customer?.id ?? 0;
  const has = (key: (typeof sections)[number]) => Boolean(customer) && sections.includes(key);
  const alerts = useObjectAlerts('customer', customer?.id, has('alerts') || has('rulesAppendix'));
  const assets = useReportCall(
    ['customer', id, 'digital-asset-summary'],
    (signal) => api.call(C.digitalAssetSummary, { params: { id }, query: {}, signal }),
    has('digitalAssetSummary'),
  );
  const addresses = useReportCall(
    ['customer', id, 'addresses'],
    (signal) =>
      Promise.all(
        ADDRESS_KINDS.map((kind) =>
          api.call(C.addresses, { params: { id }, query: { type: kind.type, limit: LIMIT }, signal }),
        ),
      ),
    has('addressSummary'),
  );
  const deposits = useReportCall(
    ['customer', id, 'deposits'],
    (signal) => api.call(C.deposits.list, { params: { id }, query: { limit: LIMIT }, signal }),
    has('deposits'),
  );
  const withdrawals = useReportCall(
    ['customer', id, 'withdrawals'],
    (signal) => api.call(C.withdrawals.list, { params: { id }, query: { limit: LIMIT }, signal }),
    has('withdrawals'),
  );
  const flow = useReportCall(
    ['customer', id, 'sentiment-summary'],
    (signal) => api.call(C.sentimentSummary, { params: { id }, query: {}, signal }),
    has('flowAnalysis'),
  );
  const associated = useReportCall(
    ['customer', id, 'tag-aggregates'],
    (signal) =>
      Promise.all([
        api.call(C.deposits.tagAggregates, { params: { id }, query: {}, signal }),
        api.call(C.withdrawals.tagAggregates, { params: { id }, query: {}, signal }),
      ]),
    has('associatedEntities'),
  );

  const transfers = (kind: 'deposits' | 'withdrawals', list: typeof deposits): ReactNode => (
    <PrintSection
      key={kind}
      title={kind === 'deposits' ? 'Deposits' : 'Withdrawals'}
      testId={kind}
      state={stateOf(list)}
    >
      <PrintTable
        headers={['Transaction', 'Address', 'Value', 'Value (USD)', 'Risk Level', 'Time']}
        rows={(list.data?.results ?? []).map((t) => [
          t.identifier,
          t.address ?? '—',
          `${formatCrypto(t.value)} ${t.value_token_symbol ?? ''}`.trim(),
          formatUsd(t.value_usd),
          riskLevelText(t.risk_level),
          formatDate(t.block_date_time, tz),
        ])}
        count={list.data?.count}
        empty={`No ${kind}.`}
      />
    </PrintSection>
  );

  return (
    <PrintPage
      title="Customer Report"
      subject={customer?.customer_id ?? null}
      branding={branding}
      isLoaded={Boolean(customer)}
    >
      {customer &&
        sections.map((section) => {
          switch (section) {
            case 'customerDetails':
              return (
                <PrintSection key={section} title="Customer Details" testId={section}>
                  <PrintFacts
                    facts={[
                      ['Customer ID', customer.customer_id],
                      ['Risk Level', riskLevelText(customer.risk_level)],
                      ['Open Alerts', customer.open_alerts_count],
                      ['Balance (USD)', formatUsd(customer.balance_usd)],
                      ['Deposit Amount', formatUsd(customer.total_incoming_value_usd)],
                      ['Withdrawal Amount', formatUsd(customer.total_outgoing_value_usd)],
                      ['Deposits', customer.deposits_count],
                      ['Withdrawals', customer.withdrawals_count],
                      ['Deposit Addresses', customer.deposit_addresses_count],
                      ['Withdrawal Addresses', customer.withdrawal_addresses_count],
                      ['First Txn.', formatDate(customer.earliest_transaction_time, tz)],
                      ['Last Txn.', formatDate(customer.latest_transaction_time, tz)],
                      ['Added On', formatDate(customer.created_at, tz)],
                      ['Last Updated', formatDate(customer.updated_at, tz)],
                    ]}
                  />
                </PrintSection>
              );
            case 'digitalAssetSummary':
              return (
                <PrintSection
                  key={section}
                  title="Digital Asset Summary"
                  testId={section}
                  state={stateOf(assets)}
                >
                  <PrintTable
                    headers={[
                      'Chain',
                      'Token',
                      'Deposits',
                      'Deposited (USD)',
                      'Withdrawals',
                      'Withdrawn (USD)',
                    ]}
                    rows={(assets.data ?? []).map((r) => [
                      r.currency_short,
                      r.token,
                      r.deposits_count,
                      formatUsd(r.deposits_value_usd),
                      r.withdrawals_count,
                      formatUsd(r.withdrawals_value_usd),
                    ])}
                    empty="No digital assets."
                  />
                </PrintSection>
              );
            case 'addressSummary':
              return (
                <PrintSection
                  key={section}
                  title="Deposit, Withdrawal and User Address Summary"
                  testId={section}
                  state={stateOf(addresses)}
                >
                  {ADDRESS_KINDS.map((kind, i) => {
                    const page = addresses.data?.[i];
                    return (
                      <div key={kind.type}>
                        <h3>{kind.title}</h3>
                        <PrintTable
                          headers={['Address', 'Chain', 'Risk Level', 'Balance (USD)', 'Added On']}
                          rows={(page?.results ?? []).map((a) => [
                            a.identifier,
                            a.currency_short,
                            riskLevelText(a.risk_level),
                            formatUsd(a.balance_usd),
                            formatDate(a.date_added, tz),
                          ])}
                          count={page?.count}
                          empty="No addresses."
                        />
                      </div>
                    );
                  })}
                </PrintSection>
              );
            case 'deposits':
              return transfers('deposits', deposits);
            case 'withdrawals':
              return transfers('withdrawals', withdrawals);
            case 'flowAnalysis': {
              const total = flow.data?.total_value_usd ?? 0;
              return (
                <PrintSection key={section} title="Flow Analysis" testId={section} state={stateOf(flow)}>
                  <h3>Total: {formatUsd(total)}</h3>
                  <PrintTable
                    headers={['Category', 'Deposits (USD)', 'Withdrawals (USD)', 'Total (USD)', '%']}
                    rows={[...(flow.data?.categories ?? [])]
                      .sort((a, b) => b.total_value_usd - a.total_value_usd)
                      .map((c) => [
                        c.tag_type_verbose,
                        formatUsd(c.deposits_value_usd),
                        formatUsd(c.withdrawals_value_usd),
                        formatUsd(c.total_value_usd),
                        formatPercent(total > 0 ? c.total_value_usd / total : 0),
                      ])}
                    empty="No recorded deposits or withdrawals."
                  />
                </PrintSection>
              );
            }
            case 'associatedEntities':
              return (
                <PrintCounterparties
                  key={section}
                  incoming={associated.data?.[0] ?? []}
                  outgoing={associated.data?.[1] ?? []}
                  titles={{ section: 'Associated Entities', incoming: 'Deposits', outgoing: 'Withdrawals' }}
                  testId={section}
                  state={stateOf(associated)}
                >
                  <h3>Associated Cases</h3>
                  <PrintTable
                    headers={['Case ID', 'Name']}
                    rows={customer.associated_cases.map((c) => [c.case_id, c.name])}
                    empty="No associated cases."
                  />
                </PrintCounterparties>
              );
            case 'alerts':
              return <PrintAlerts key={section} alerts={alerts} groups={alertGroups} timeZone={tz} />;
            case 'comments':
              return <PrintComments key={section} type="customer" id={customer.id} timeZone={tz} />;
            case 'rulesAppendix':
              return <PrintRulesAppendix key={section} policyType={PolicyType.Customer} alerts={alerts} />;
            default:
              return null;
          }
        })}
    </PrintPage>
  );
}
