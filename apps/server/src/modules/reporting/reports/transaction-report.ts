import {
  dataCoverageText,
  endpoints,
  PolicyType,
  REPORT_TABLE_MAX_ROWS,
  type ReportBlock,
  type ReportModelSection,
  type ReportSection,
  type TransferRowDto,
} from '@riskscreen/shared';
import { readAlerts, screenedObjectSection } from './common-sections.ts';
import { asHttpError, type ContractReader, readRows } from './contract-reader.ts';
import { facts, heading, section, table } from './report-blocks.ts';
import type { AssembledReport, ReportContext } from './report-context.ts';
import { amount, formatDate, fromChainData, orDash, screenedRiskLabel, usd } from './report-format.ts';

const TX = endpoints.transactions;
const PAGE = 100;

const party = (address: string, name: string | null, type: string | null) =>
  name || type ? `${address}\n${[type, name].filter(Boolean).join(' · ')}` : address;

async function transfersTable(
  read: ContractReader,
  id: number,
  list: 'internal-transactions' | 'token-transfers',
  empty: string,
): Promise<ReportBlock> {
  const page = await readRows<TransferRowDto>(
    (offset, limit) => read(TX.transfers[list], { params: { id }, query: { offset, limit } }),
    REPORT_TABLE_MAX_ROWS,
    PAGE,
  );
  return table({
    columns: ['#', 'From', 'To', 'Value', 'Value (USD)'],
    widths: [20, '*', '*', 70, 60],
    rows: page.rows.map((t) => [
      String(t.position),
      party(t.from_address, t.from_tag_name_verbose, t.from_tag_type_verbose),
      party(t.to_address, t.to_tag_name_verbose, t.to_tag_type_verbose),
      amount(t.value, t.token_symbol),
      usd(t.value_usd),
    ]),
    count: page.count,
    empty,
  });
}

/** The transaction report (spec part 2 "Printable reports"): the transaction page's calls, section by section. */
export async function transactionReport(
  { read, branding }: ReportContext,
  id: number,
  keys: readonly ReportSection<'transaction'>[],
): Promise<AssembledReport> {
  const tz = branding.timeZone;
  const tx = await read(TX.detail, { params: { id }, query: { get_extra_data: 'true' } }).catch(
    (error: unknown) => {
      throw asHttpError(error);
    },
  );
  const alerts = keys.some((s) => s === 'alerts' || s === 'rulesAppendix')
    ? await readAlerts(read, 'transaction', id)
    : { count: 0, rows: [] };
  const sections: ReportModelSection[] = [];
  for (const key of keys) {
    if (key === 'transactionDetails') {
      const blocks: ReportBlock[] = [
        facts([
          ['Transaction', tx.identifier],
          ['Blockchain', tx.currency_verbose],
          ['Risk Level', screenedRiskLabel(tx.risk_level, tx.data_coverage)],
          [
            'Chain Data',
            dataCoverageText(tx.data_coverage, tx.currency_verbose) ??
              'Screened on this installation’s chain data',
          ],
          ['Status', fromChainData(tx.data_coverage, tx.is_confirmed ? 'Confirmed' : 'Unconfirmed')],
          ['Time', formatDate(tx.transaction_time ?? tx.block_date_time, tz)],
          [
            'Value',
            fromChainData(
              tx.data_coverage,
              `${amount(tx.value, tx.value_token_symbol)} (${usd(tx.value_usd)})`,
            ),
          ],
          [
            'Fee',
            fromChainData(tx.data_coverage, `${amount(tx.fee, tx.currency_short)} (${usd(tx.fee_usd)})`),
          ],
          ['Originator', orDash(tx.originator)],
          ['Beneficiary', orDash(tx.beneficiary)],
          ['Customer ID', orDash(tx.customer_id)],
          ['Screened At', formatDate(tx.last_screened_time, tz)],
          ['Added On', formatDate(tx.created_at, tz)],
        ]),
      ];
      if (tx.risks_detected.length > 0) {
        blocks.push(
          heading('Risks Detected'),
          table({
            columns: ['Category', 'Entity', 'Exposure', 'Direction', 'Value (USD)'],
            rows: tx.risks_detected.map((r) => [
              r.tag_type_verbose,
              r.tag_name_verbose,
              r.exposure_type,
              r.direction ?? '—',
              usd(r.value_usd),
            ]),
            empty: 'No risks detected.',
          }),
        );
      }
      sections.push(section('transaction', key, blocks));
    } else if (key === 'inputsOutputs') {
      const blocks: ReportBlock[] = [];
      for (const list of ['inputs', 'outputs'] as const) {
        const legs = await readRows(
          (offset, limit) => read(TX.legs[list], { params: { id }, query: { offset, limit } }),
          REPORT_TABLE_MAX_ROWS,
          PAGE,
        );
        blocks.push(
          heading(list === 'inputs' ? 'Inputs' : 'Outputs'),
          table({
            columns: ['Address', 'Attribution', 'Value', 'Value (USD)'],
            widths: ['*', 110, 80, 65],
            rows: legs.rows.map((l) => [
              l.address,
              [l.tag_type_verbose, l.tag_name_verbose].filter(Boolean).join(' · ') || 'Unknown',
              amount(l.value, l.token_symbol),
              usd(l.value_usd),
            ]),
            count: legs.count,
            empty: `No ${list}.`,
          }),
        );
      }
      sections.push(section('transaction', key, blocks));
    } else if (key === 'internalTransactions') {
      sections.push(
        section('transaction', key, [
          await transfersTable(read, id, 'internal-transactions', 'No internal transactions.'),
        ]),
      );
    } else if (key === 'tokenTransfers') {
      sections.push(
        section('transaction', key, [
          await transfersTable(read, id, 'token-transfers', 'No token transfers.'),
        ]),
      );
    } else {
      sections.push(
        await screenedObjectSection(
          key,
          { read, type: 'transaction', id, object: tx, alerts, policyType: PolicyType.Transaction },
          tz,
        ),
      );
    }
  }
  return {
    model: {
      kind: 'transaction',
      title: 'Transaction Report',
      subject: `${tx.identifier} (${tx.currency_verbose})`,
      time_zone: tz,
      sections,
    },
    fileStem: `transaction-report-${tx.identifier}`,
  };
}
