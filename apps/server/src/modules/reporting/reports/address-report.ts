import {
  dataCoverageText,
  endpoints,
  PolicyType,
  REPORT_TABLE_MAX_ROWS,
  type ReportModelSection,
  type ReportSection,
} from '@riskscreen/shared';
import { readAlerts, screenedObjectSection } from './common-sections.ts';
import { asHttpError, readRows } from './contract-reader.ts';
import { facts, section, table } from './report-blocks.ts';
import type { AssembledReport, ReportContext } from './report-context.ts';
import { amount, formatDate, fromChainData, orDash, screenedRiskLabel, usd } from './report-format.ts';

const ADDRESS = endpoints.addresses;

/** The address report (spec part 2 "Printable reports"): the address page's calls, section by section. */
export async function addressReport(
  { read, branding }: ReportContext,
  id: number,
  keys: readonly ReportSection<'address'>[],
): Promise<AssembledReport> {
  const tz = branding.timeZone;
  const address = await read(ADDRESS.detail, { params: { id }, query: { get_extra_data: 'true' } }).catch(
    (error: unknown) => {
      throw asHttpError(error);
    },
  );
  const alerts = keys.some((s) => s === 'alerts' || s === 'rulesAppendix')
    ? await readAlerts(read, 'address', id)
    : { count: 0, rows: [] };
  const sections: ReportModelSection[] = [];
  for (const key of keys) {
    if (key === 'addressDetails') {
      const tags = [address.tag_type_verbose, address.tag_subtype_verbose, address.tag_name_verbose].filter(
        Boolean,
      );
      const owner = [address.tag_type_verbose_owner, address.tag_name_verbose_owner].filter(Boolean);
      sections.push(
        section('address', key, [
          facts([
            ['Address', address.identifier],
            ['Blockchain', address.currency_verbose],
            ['Risk Level', screenedRiskLabel(address.risk_level, address.data_coverage)],
            [
              'Chain Data',
              dataCoverageText(address.data_coverage, address.currency_verbose) ??
                'Screened on this installation’s chain data',
            ],
            ['Attribution', tags.length ? tags.join(' · ') : 'Unknown'],
            ['Owner', owner.length ? owner.join(' · ') : '—'],
            ['Custom Tags', address.custom_tags.map((t) => t.name).join(', ') || '—'],
            ['First Seen', formatDate(address.earliest_transaction_time, tz)],
            ['Last Seen', formatDate(address.latest_transaction_time, tz)],
            [
              'Balance',
              fromChainData(
                address.data_coverage,
                `${amount(address.balance, address.currency_short)} (${usd(address.balance_usd)})`,
              ),
            ],
            ['Screened At', formatDate(address.last_screened_time, tz)],
            ['Total Incoming', fromChainData(address.data_coverage, usd(address.total_incoming_value_usd))],
            ['Total Outgoing', fromChainData(address.data_coverage, usd(address.total_outgoing_value_usd))],
            ['Customer ID', orDash(address.customer_id)],
            ['Added On', formatDate(address.created_at, tz)],
          ]),
        ]),
      );
    } else if (key === 'tokenSummary') {
      const tokens = await readRows(
        (offset, limit) => read(ADDRESS.tokenSummary, { params: { id }, query: { offset, limit } }),
        REPORT_TABLE_MAX_ROWS,
        100,
      );
      sections.push(
        section('address', key, [
          table({
            columns: [
              'Token',
              'Balance',
              'Balance (USD)',
              'Incoming (USD)',
              'Outgoing (USD)',
              'Last Activity',
            ],
            widths: [50, '*', 70, 70, 70, 80],
            rows: tokens.rows.map((t) => [
              t.token_symbol,
              amount(t.balance),
              usd(t.balance_usd),
              usd(t.total_incoming_usd),
              usd(t.total_outgoing_usd),
              formatDate(t.latest_transaction_time, tz),
            ]),
            count: tokens.count,
            empty: 'No tokens.',
          }),
        ]),
      );
    } else {
      sections.push(
        await screenedObjectSection(
          key,
          { read, type: 'address', id, object: address, alerts, policyType: PolicyType.Address },
          tz,
        ),
      );
    }
  }
  return {
    model: {
      kind: 'address',
      title: 'Address Report',
      subject: `${address.identifier} (${address.currency_verbose})`,
      time_zone: tz,
      sections,
    },
    fileStem: `address-report-${address.identifier}`,
  };
}
