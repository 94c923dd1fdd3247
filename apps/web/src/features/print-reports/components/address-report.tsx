import { dataCoverageText, endpoints, NO_DATA_LABEL } from '@riskscreen/shared';
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
import { useAddressDetail, useObjectAlerts, useReportRows } from '../api.ts';
import { chooseSections } from '../report-sections.ts';
import { screenedObjectSection } from './screened-object-section.tsx';

const orDash = (value: string | null | undefined) => value || '—';

/** /pdf/address-report/:identifier — the address report (spec part 2 "Printable reports"), the sections chosen. */
export function AddressReport() {
  const id = useParams().identifier ?? '';
  const [search] = useSearchParams();
  const branding = usePrintBranding();
  const tz = branding.timeZone;
  const { sections, alertGroups } = chooseSections('address', search.get('entities'));
  const address = useAddressDetail(id);
  const a = address.data;
  const needsAlerts = sections.includes('alerts') || sections.includes('rulesAppendix');
  const alerts = useObjectAlerts('address', a?.id, needsAlerts);
  const tokens = useReportRows(
    ['address', id, 'token-summary'],
    (offset, limit, signal) =>
      api.call(endpoints.addresses.tokenSummary, { params: { id }, query: { offset, limit }, signal }),
    100,
    sections.includes('tokenSummary'),
  );
  return (
    <PrintPage
      title="Address Report"
      subject={a ? `${a.identifier} (${a.currency_verbose})` : null}
      branding={branding}
      isLoaded={Boolean(a)}
    >
      {a &&
        sections.map((section) => {
          switch (section) {
            case 'addressDetails': {
              const tags = [a.tag_type_verbose, a.tag_subtype_verbose, a.tag_name_verbose].filter(Boolean);
              const owner = [a.tag_type_verbose_owner, a.tag_name_verbose_owner].filter(Boolean);
              return (
                <PrintSection key={section} title="Address Details" testId={section}>
                  <PrintFacts
                    facts={[
                      ['Address', a.identifier],
                      ['Blockchain', a.currency_verbose],
                      ['Risk Level', riskLevelText(a.risk_level, a.data_coverage)],
                      [
                        'Chain Data',
                        dataCoverageText(a.data_coverage, a.currency_verbose) ??
                          'Screened on this installation’s chain data',
                      ],
                      ['Attribution', tags.length ? tags.join(' · ') : 'Unknown'],
                      ['Owner', owner.length ? owner.join(' · ') : '—'],
                      ['Custom Tags', a.custom_tags.map((t) => t.name).join(', ') || '—'],
                      ['First Seen', formatDate(a.earliest_transaction_time, tz)],
                      ['Last Seen', formatDate(a.latest_transaction_time, tz)],
                      [
                        'Balance',
                        a.data_coverage === 'chain_data'
                          ? `${formatCrypto(a.balance)} ${a.currency_short} (${formatUsd(a.balance_usd)})`
                          : NO_DATA_LABEL,
                      ],
                      ['Screened At', formatDate(a.last_screened_time, tz)],
                      ['Total Incoming', formatUsd(a.total_incoming_value_usd)],
                      ['Total Outgoing', formatUsd(a.total_outgoing_value_usd)],
                      ['Customer ID', orDash(a.customer_id)],
                      ['Added On', formatDate(a.created_at, tz)],
                    ]}
                  />
                </PrintSection>
              );
            }
            case 'tokenSummary':
              return (
                <PrintSection
                  key={section}
                  title="Token Summary"
                  testId={section}
                  state={tokens.isError ? 'error' : tokens.isPending ? 'loading' : 'ready'}
                >
                  <PrintTable
                    headers={[
                      'Token',
                      'Balance',
                      'Balance (USD)',
                      'Incoming (USD)',
                      'Outgoing (USD)',
                      'Last Activity',
                    ]}
                    rows={(tokens.data?.rows ?? []).map((t) => [
                      t.token_symbol,
                      formatCrypto(t.balance),
                      formatUsd(t.balance_usd),
                      formatUsd(t.total_incoming_usd),
                      formatUsd(t.total_outgoing_usd),
                      formatDate(t.latest_transaction_time, tz),
                    ])}
                    count={tokens.data?.count}
                    empty="No tokens."
                  />
                </PrintSection>
              );
            default:
              return screenedObjectSection(section, {
                kind: 'address',
                object: a,
                alerts,
                alertGroups,
                timeZone: tz,
              });
          }
        })}
    </PrintPage>
  );
}
