import { dataCoverageText, endpoints, NO_DATA_LABEL, type TransferRowDto } from '@riskscreen/shared';
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
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { useObjectAlerts, useReportRows, useTransactionDetail } from '../api.ts';
import { chooseSections } from '../report-sections.ts';
import { screenedObjectSection } from './screened-object-section.tsx';

const TX = endpoints.transactions;
const PAGE = 100;
const orDash = (value: string | null | undefined) => value || '—';
const amount = (value: number, symbol: string | null | undefined) =>
  `${formatCrypto(value)}${symbol ? ` ${symbol}` : ''}`;
const party = (address: string, name: string | null, type: string | null) =>
  name || type ? `${address} (${[type, name].filter(Boolean).join(' · ')})` : address;

type Rows<T> = { data?: { rows: T[]; count: number } | undefined; isPending: boolean; isError: boolean };
const stateOf = (q: { isPending: boolean; isError: boolean }) =>
  q.isError ? 'error' : q.isPending ? 'loading' : 'ready';

function TransfersSection({
  title,
  testId,
  list,
  empty,
}: {
  title: string;
  testId: string;
  list: Rows<TransferRowDto>;
  empty: string;
}) {
  return (
    <PrintSection title={title} testId={testId} state={stateOf(list)}>
      <PrintTable
        headers={['#', 'From', 'To', 'Value', 'Value (USD)']}
        rows={(list.data?.rows ?? []).map((t) => [
          t.position,
          party(t.from_address, t.from_tag_name_verbose, t.from_tag_type_verbose),
          party(t.to_address, t.to_tag_name_verbose, t.to_tag_type_verbose),
          amount(t.value, t.token_symbol),
          formatUsd(t.value_usd),
        ])}
        count={list.data?.count}
        empty={empty}
      />
    </PrintSection>
  );
}

/** /pdf/transaction-report/:transactionId — the transaction report, the sections chosen by `entities`. */
export function TransactionReport() {
  const id = useParams().transactionId ?? '';
  const [search] = useSearchParams();
  const branding = usePrintBranding();
  const tz = branding.timeZone;
  const { sections, alertGroups } = chooseSections('transaction', search.get('entities'));
  const tx = useTransactionDetail(id).data;
  const needsAlerts = sections.includes('alerts') || sections.includes('rulesAppendix');
  const alerts = useObjectAlerts('transaction', tx?.id, needsAlerts);
  const withLegs = sections.includes('inputsOutputs');
  const legs = (list: 'inputs' | 'outputs') => (offset: number, limit: number, signal: AbortSignal) =>
    api.call(TX.legs[list], { params: { id }, query: { offset, limit }, signal });
  const transfers =
    (list: 'internal-transactions' | 'token-transfers') =>
    (offset: number, limit: number, signal: AbortSignal) =>
      api.call(TX.transfers[list], { params: { id }, query: { offset, limit }, signal });
  const inputs = useReportRows(['transaction', id, 'inputs'], legs('inputs'), PAGE, withLegs);
  const outputs = useReportRows(['transaction', id, 'outputs'], legs('outputs'), PAGE, withLegs);
  const internal = useReportRows(
    ['transaction', id, 'internal-transactions'],
    transfers('internal-transactions'),
    PAGE,
    sections.includes('internalTransactions'),
  );
  const tokens = useReportRows(
    ['transaction', id, 'token-transfers'],
    transfers('token-transfers'),
    PAGE,
    sections.includes('tokenTransfers'),
  );
  return (
    <PrintPage
      title="Transaction Report"
      subject={tx ? `${tx.identifier} (${tx.currency_verbose})` : null}
      branding={branding}
      isLoaded={Boolean(tx)}
    >
      {tx &&
        sections.map((section) => {
          switch (section) {
            case 'transactionDetails':
              return (
                <PrintSection key={section} title="Transaction Details" testId={section}>
                  <PrintFacts
                    facts={[
                      ['Transaction', tx.identifier],
                      ['Blockchain', tx.currency_verbose],
                      ['Risk Level', riskLevelText(tx.risk_level, tx.data_coverage)],
                      [
                        'Chain Data',
                        dataCoverageText(tx.data_coverage, tx.currency_verbose) ??
                          'Screened on this installation’s chain data',
                      ],
                      ['Status', tx.is_confirmed ? 'Confirmed' : 'Unconfirmed'],
                      ['Time', formatDate(tx.transaction_time ?? tx.block_date_time, tz)],
                      [
                        'Value',
                        tx.data_coverage === 'chain_data'
                          ? `${amount(tx.value, tx.value_token_symbol)} (${formatUsd(tx.value_usd)})`
                          : NO_DATA_LABEL,
                      ],
                      ['Fee', `${amount(tx.fee, tx.currency_short)} (${formatUsd(tx.fee_usd)})`],
                      ['Originator', orDash(tx.originator)],
                      ['Beneficiary', orDash(tx.beneficiary)],
                      ['Customer ID', orDash(tx.customer_id)],
                      ['Screened At', formatDate(tx.last_screened_time, tz)],
                      ['Added On', formatDate(tx.created_at, tz)],
                    ]}
                  />
                  {tx.risks_detected.length > 0 && (
                    <>
                      <h3>Risks Detected</h3>
                      <PrintTable
                        headers={['Category', 'Entity', 'Exposure', 'Direction', 'Value (USD)']}
                        rows={tx.risks_detected.map((r) => [
                          r.tag_type_verbose,
                          r.tag_name_verbose,
                          r.exposure_type,
                          r.direction ?? '—',
                          formatUsd(r.value_usd),
                        ])}
                        empty="No risks detected."
                      />
                    </>
                  )}
                </PrintSection>
              );
            case 'inputsOutputs':
              return (
                <PrintSection key={section} title="Inputs and Outputs" testId={section}>
                  {(
                    [
                      ['Inputs', inputs],
                      ['Outputs', outputs],
                    ] as const
                  ).map(([title, legs]) => (
                    <div key={title}>
                      <h3>{title}</h3>
                      {legs.isError ? (
                        <div className="rs-print-note">Error Loading Data</div>
                      ) : (
                        <PrintTable
                          headers={['Address', 'Attribution', 'Value', 'Value (USD)']}
                          rows={(legs.data?.rows ?? []).map((l) => [
                            l.address,
                            [l.tag_type_verbose, l.tag_name_verbose].filter(Boolean).join(' · ') || 'Unknown',
                            amount(l.value, l.token_symbol),
                            formatUsd(l.value_usd),
                          ])}
                          count={legs.data?.count}
                          empty={`No ${title.toLowerCase()}.`}
                        />
                      )}
                    </div>
                  ))}
                </PrintSection>
              );
            case 'internalTransactions':
              return (
                <TransfersSection
                  key={section}
                  title="Internal Transactions"
                  testId={section}
                  list={internal}
                  empty="No internal transactions."
                />
              );
            case 'tokenTransfers':
              return (
                <TransfersSection
                  key={section}
                  title="Token Transfers"
                  testId={section}
                  list={tokens}
                  empty="No token transfers."
                />
              );
            default:
              return screenedObjectSection(section, {
                kind: 'transaction',
                object: tx,
                alerts,
                alertGroups,
                timeZone: tz,
              });
          }
        })}
    </PrintPage>
  );
}
