import {
  CASE_STATUS_LABELS,
  type CaseStatus,
  caseApprovalFacts,
  caseOpenAlertsText,
  endpoints,
  getChain,
} from '@riskscreen/shared';
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
import { formatDate, formatUsd } from '../../../lib/format.ts';
import { useCaseDetail, useReportRows } from '../api.ts';
import { describeCaseEvent } from '../case-events.ts';
import { chooseSections } from '../report-sections.ts';
import { PrintComments } from './print-comments.tsx';

const CASES = endpoints.cases;
// The case's entity lists and timeline answer at most 100 rows a page.
const PAGE = 100;
const chainCode = (currency: number | null | undefined) =>
  currency === null || currency === undefined ? '' : (getChain(currency)?.code ?? String(currency));
const stateOf = (q: { isPending: boolean; isError: boolean }) =>
  q.isError ? 'error' : q.isPending ? 'loading' : 'ready';

/** /pdf/case-report/:id — the case report (spec part 3 case report page), the sections chosen by `entities`. */
export function CaseReport() {
  const id = useParams().id ?? '';
  const [search] = useSearchParams();
  const branding = usePrintBranding();
  const tz = branding.timeZone;
  const { sections } = chooseSections('case', search.get('entities'));
  const detail = useCaseDetail(id).data;
  const has = (key: (typeof sections)[number]) => Boolean(detail) && sections.includes(key);
  const addresses = useReportRows(
    ['case', id, 'addresses'],
    (offset, limit, signal) =>
      api.call(CASES.addresses, { params: { id }, query: { offset, limit }, signal }),
    PAGE,
    has('addressesList'),
  );
  const transactions = useReportRows(
    ['case', id, 'transactions'],
    (offset, limit, signal) =>
      api.call(CASES.transactions, { params: { id }, query: { offset, limit }, signal }),
    PAGE,
    has('transactionsList'),
  );
  const customers = useReportRows(
    ['case', id, 'customers'],
    (offset, limit, signal) =>
      api.call(CASES.customers, { params: { id }, query: { offset, limit }, signal }),
    PAGE,
    has('customersList'),
  );
  const timeline = useReportRows(
    ['case', id, 'timeline'],
    (offset, limit, signal) =>
      api.call(CASES.auditTrail, { params: { id }, query: { offset, limit }, signal }),
    PAGE,
    has('timeline'),
  );
  return (
    <PrintPage
      title="Case Report"
      subject={detail ? `${detail.case_id} · ${detail.name}` : null}
      branding={branding}
      isLoaded={Boolean(detail)}
    >
      {detail &&
        sections.map((section) => {
          switch (section) {
            case 'caseDetails':
              return (
                <PrintSection key={section} title="Case Details" testId={section}>
                  <PrintFacts
                    facts={[
                      ['Case ID', detail.case_id],
                      ['Name', detail.name],
                      ['Status', CASE_STATUS_LABELS[detail.status as CaseStatus] ?? String(detail.status)],
                      ['Assigned To', detail.assigned_to_name || '—'],
                      ['Risk Level', riskLevelText(detail.risk_level)],
                      ['Open Alerts', caseOpenAlertsText(detail)],
                      ['Created', formatDate(detail.created_at, tz)],
                      ['Last Updated', formatDate(detail.updated_at, tz)],
                      ['Created By', detail.created_by_name || '—'],
                      ...caseApprovalFacts(detail, (at) => formatDate(at, tz)),
                      [
                        'Entities',
                        `${detail.addresses_count} addresses, ${detail.transactions_count} transactions, ${detail.customers_count} customers`,
                      ],
                    ]}
                  />
                </PrintSection>
              );
            case 'addressesList':
              return (
                <PrintSection key={section} title="Addresses" testId={section} state={stateOf(addresses)}>
                  <PrintTable
                    headers={['Address', 'Chain', 'Risk Level', 'Open Alerts', 'Added On']}
                    rows={(addresses.data?.rows ?? []).map((a) => [
                      a.identifier,
                      chainCode(a.currency),
                      riskLevelText(a.risk_level),
                      a.alerts,
                      formatDate(a.added_at, tz),
                    ])}
                    count={addresses.data?.count}
                    empty="No addresses in this case."
                  />
                </PrintSection>
              );
            case 'transactionsList':
              return (
                <PrintSection
                  key={section}
                  title="Transactions"
                  testId={section}
                  state={stateOf(transactions)}
                >
                  <PrintTable
                    headers={['Transaction', 'Chain', 'Risk Level', 'Open Alerts', 'Added On']}
                    rows={(transactions.data?.rows ?? []).map((t) => [
                      t.identifier,
                      chainCode(t.currency),
                      riskLevelText(t.risk_level),
                      t.alerts,
                      formatDate(t.added_at, tz),
                    ])}
                    count={transactions.data?.count}
                    empty="No transactions in this case."
                  />
                </PrintSection>
              );
            case 'customersList':
              return (
                <PrintSection key={section} title="Customers" testId={section} state={stateOf(customers)}>
                  <PrintTable
                    headers={['Customer ID', 'Risk Level', 'Open Alerts', 'Deposits (USD)', 'Added On']}
                    rows={(customers.data?.rows ?? []).map((c) => [
                      c.customer_id,
                      riskLevelText(c.risk_level),
                      c.alerts,
                      formatUsd(c.deposit_amount),
                      formatDate(c.added_at, tz),
                    ])}
                    count={customers.data?.count}
                    empty="No customers in this case."
                  />
                </PrintSection>
              );
            case 'timeline':
              return (
                <PrintSection key={section} title="Timeline" testId={section} state={stateOf(timeline)}>
                  <PrintTable
                    headers={['Date', 'By', 'Event']}
                    rows={(timeline.data?.rows ?? []).map((e) => [
                      formatDate(e.created_at, tz),
                      e.by_user_name ?? 'System',
                      describeCaseEvent(e),
                    ])}
                    count={timeline.data?.count}
                    empty="No events."
                  />
                </PrintSection>
              );
            case 'comments':
              return <PrintComments key={section} type="case" id={detail.id} timeZone={tz} />;
            default:
              return null;
          }
        })}
    </PrintPage>
  );
}
