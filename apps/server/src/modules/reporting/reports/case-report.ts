import {
  CASE_STATUS_LABELS,
  type CaseStatus,
  caseApprovalFacts,
  caseOpenAlertsText,
  endpoints,
  getChain,
  REPORT_TABLE_MAX_ROWS,
  type ReportModelSection,
  type ReportSection,
} from '@riskscreen/shared';
import { describeCaseEvent } from './case-events.ts';
import { commentsSection } from './common-sections.ts';
import { asHttpError, type ContractReader, readRows } from './contract-reader.ts';
import { facts, section, table } from './report-blocks.ts';
import type { AssembledReport, ReportContext } from './report-context.ts';
import { formatDate, orDash, riskLabel, usd } from './report-format.ts';

const CASES = endpoints.cases;
// The case's entity lists and timeline answer at most 100 rows a page.
const PAGE = 100;

const chainCode = (currency: number | null | undefined) =>
  currency === null || currency === undefined ? '' : (getChain(currency)?.code ?? String(currency));

/** One of the case's lists as a section: read up to the table cap, each row in words. */
async function listSection<T>(
  key: ReportSection<'case'>,
  readPage: (offset: number, limit: number) => Promise<{ count: number; results: T[] }>,
  table_: { columns: string[]; widths: (number | '*')[]; row: (item: T) => string[]; empty: string },
): Promise<ReportModelSection> {
  const rows = await readRows(readPage, REPORT_TABLE_MAX_ROWS, PAGE);
  return section('case', key, [
    table({
      columns: table_.columns,
      widths: table_.widths,
      rows: rows.rows.map(table_.row),
      count: rows.count,
      empty: table_.empty,
    }),
  ]);
}

async function caseSection(
  read: ContractReader,
  id: number,
  key: ReportSection<'case'>,
  tz: string,
): Promise<ReportModelSection> {
  const page = { params: { id } };
  switch (key) {
    case 'addressesList':
      return listSection(
        key,
        (offset, limit) => read(CASES.addresses, { ...page, query: { offset, limit } }),
        {
          columns: ['Address', 'Chain', 'Risk Level', 'Open Alerts', 'Added On'],
          widths: ['*', 40, 55, 50, 80],
          row: (a) => [
            a.identifier,
            chainCode(a.currency),
            riskLabel(a.risk_level),
            String(a.alerts),
            formatDate(a.added_at, tz),
          ],
          empty: 'No addresses in this case.',
        },
      );
    case 'transactionsList':
      return listSection(
        key,
        (offset, limit) => read(CASES.transactions, { ...page, query: { offset, limit } }),
        {
          columns: ['Transaction', 'Chain', 'Risk Level', 'Open Alerts', 'Added On'],
          widths: ['*', 40, 55, 50, 80],
          row: (t) => [
            t.identifier,
            chainCode(t.currency),
            riskLabel(t.risk_level),
            String(t.alerts),
            formatDate(t.added_at, tz),
          ],
          empty: 'No transactions in this case.',
        },
      );
    case 'customersList':
      return listSection(
        key,
        (offset, limit) => read(CASES.customers, { ...page, query: { offset, limit } }),
        {
          columns: ['Customer ID', 'Risk Level', 'Open Alerts', 'Deposits (USD)', 'Added On'],
          widths: ['*', 55, 50, 70, 80],
          row: (c) => [
            c.customer_id,
            riskLabel(c.risk_level),
            String(c.alerts),
            usd(c.deposit_amount),
            formatDate(c.added_at, tz),
          ],
          empty: 'No customers in this case.',
        },
      );
    case 'timeline':
      return listSection(
        key,
        (offset, limit) => read(CASES.auditTrail, { ...page, query: { offset, limit } }),
        {
          columns: ['Date', 'By', 'Event'],
          widths: [80, 90, '*'],
          row: (e) => [formatDate(e.created_at, tz), e.by_user_name ?? 'System', describeCaseEvent(e)],
          empty: 'No events.',
        },
      );
    default:
      return commentsSection('case', read, id, tz);
  }
}

/** The case report (spec part 3 case report page): the case page's calls, section by section. */
export async function caseReport(
  { read, branding }: ReportContext,
  id: number,
  keys: readonly ReportSection<'case'>[],
): Promise<AssembledReport> {
  const tz = branding.timeZone;
  const detail = await read(CASES.detail, { params: { id } }).catch((error: unknown) => {
    throw asHttpError(error);
  });
  const sections: ReportModelSection[] = [];
  for (const key of keys) {
    if (key === 'caseDetails') {
      sections.push(
        section('case', key, [
          facts([
            ['Case ID', detail.case_id],
            ['Name', detail.name],
            ['Status', CASE_STATUS_LABELS[detail.status as CaseStatus] ?? String(detail.status)],
            ['Assigned To', orDash(detail.assigned_to_name)],
            ['Risk Level', riskLabel(detail.risk_level)],
            ['Open Alerts', caseOpenAlertsText(detail)],
            ['Created', formatDate(detail.created_at, tz)],
            ['Last Updated', formatDate(detail.updated_at, tz)],
            ['Created By', orDash(detail.created_by_name)],
            ...caseApprovalFacts(detail, (at) => formatDate(at, tz)),
            [
              'Entities',
              `${detail.addresses_count} addresses, ${detail.transactions_count} transactions, ${detail.customers_count} customers`,
            ],
          ]),
        ]),
      );
    } else {
      sections.push(await caseSection(read, id, key, tz));
    }
  }
  return {
    model: {
      kind: 'case',
      title: 'Case Report',
      subject: `${detail.case_id} · ${detail.name}`,
      time_zone: tz,
      sections,
    },
    fileStem: `case-report-${detail.case_id}`,
  };
}
