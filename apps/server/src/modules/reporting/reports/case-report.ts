import {
  CASE_STATUS_LABELS,
  type CaseEvent,
  type CaseStatus,
  caseApprovalFacts,
  caseOpenAlertsText,
  endpoints,
  getChain,
  REPORT_TABLE_MAX_ROWS,
  type ReportSection,
} from '@riskscreen/shared';
import type { Content } from 'pdfmake/interfaces';
import { commentsSection } from './common-sections.ts';
import { asHttpError, readRows } from './contract-reader.ts';
import type { ReportContext } from './report-context.ts';
import { formatDate, orDash, riskLabel, usd } from './report-format.ts';
import { dataTable, facts, sectionTitle } from './report-layout.ts';

const CASES = endpoints.cases;
// The case's entity lists and timeline answer at most 100 rows a page.
const PAGE = 100;

const chainCode = (currency: number | null | undefined) =>
  currency === null || currency === undefined ? '' : (getChain(currency)?.code ?? String(currency));

/** One timeline event in words (the case timeline drawer's wording, shortened). */
function describeEvent(event: CaseEvent): string {
  const c = event.context;
  const entity = c.identifier ? ` ${c.entity_type ?? ''} ${c.identifier}`.trimEnd() : '';
  switch (event.type) {
    case 0:
      return `New alert '${c.rule_name ?? ''}'${entity ? ` on${entity}` : ''}`;
    case 1:
      return `Alert '${c.rule_name ?? ''}' updated${c.from != null ? ` from ${c.from}` : ''}${c.to != null ? ` to ${c.to}` : ''}`;
    case 2: {
      const label = (v: unknown) => CASE_STATUS_LABELS[Number(v) as CaseStatus] ?? String(v);
      return `Case status ${c.from != null ? `from ${label(c.from)} ` : ''}to ${label(c.to)}${c.action ? ` (${c.action})` : ''}`;
    }
    case 3:
      return `Risk level ${c.from != null ? `from ${riskLabel(Number(c.from))} ` : ''}to ${riskLabel(Number(c.to))}`;
    case 4:
      return `${c.operation === 'removed' ? 'Removed' : 'Added'}${entity}`;
    default:
      return 'Event';
  }
}

/** The case report (spec part 3 case report page): the case page's calls, section by section. */
export async function caseReport(
  { read, branding }: ReportContext,
  id: number,
  sections: readonly ReportSection<'case'>[],
) {
  const tz = branding.timeZone;
  const detail = await read(CASES.detail, { params: { id } }).catch((error: unknown) => {
    throw asHttpError(error);
  });
  const body: Content[] = [];
  for (const section of sections) {
    if (section === 'caseDetails') {
      body.push(
        sectionTitle('Case Details'),
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
      );
    } else if (section === 'addressesList') {
      const rows = await readRows(
        (offset, limit) => read(CASES.addresses, { params: { id }, query: { offset, limit } }),
        REPORT_TABLE_MAX_ROWS,
        PAGE,
      );
      body.push(
        sectionTitle('Addresses'),
        ...dataTable({
          headers: ['Address', 'Chain', 'Risk Level', 'Open Alerts', 'Added On'],
          widths: ['*', 40, 55, 50, 80],
          rows: rows.rows.map((a) => [
            a.identifier,
            chainCode(a.currency),
            riskLabel(a.risk_level),
            String(a.alerts),
            formatDate(a.added_at, tz),
          ]),
          count: rows.count,
          empty: 'No addresses in this case.',
        }),
      );
    } else if (section === 'transactionsList') {
      const rows = await readRows(
        (offset, limit) => read(CASES.transactions, { params: { id }, query: { offset, limit } }),
        REPORT_TABLE_MAX_ROWS,
        PAGE,
      );
      body.push(
        sectionTitle('Transactions'),
        ...dataTable({
          headers: ['Transaction', 'Chain', 'Risk Level', 'Open Alerts', 'Added On'],
          widths: ['*', 40, 55, 50, 80],
          rows: rows.rows.map((t) => [
            t.identifier,
            chainCode(t.currency),
            riskLabel(t.risk_level),
            String(t.alerts),
            formatDate(t.added_at, tz),
          ]),
          count: rows.count,
          empty: 'No transactions in this case.',
        }),
      );
    } else if (section === 'customersList') {
      const rows = await readRows(
        (offset, limit) => read(CASES.customers, { params: { id }, query: { offset, limit } }),
        REPORT_TABLE_MAX_ROWS,
        PAGE,
      );
      body.push(
        sectionTitle('Customers'),
        ...dataTable({
          headers: ['Customer ID', 'Risk Level', 'Open Alerts', 'Deposits (USD)', 'Added On'],
          widths: ['*', 55, 50, 70, 80],
          rows: rows.rows.map((c) => [
            c.customer_id,
            riskLabel(c.risk_level),
            String(c.alerts),
            usd(c.deposit_amount),
            formatDate(c.added_at, tz),
          ]),
          count: rows.count,
          empty: 'No customers in this case.',
        }),
      );
    } else if (section === 'timeline') {
      const events = await readRows(
        (offset, limit) => read(CASES.auditTrail, { params: { id }, query: { offset, limit } }),
        REPORT_TABLE_MAX_ROWS,
        PAGE,
      );
      body.push(
        sectionTitle('Timeline'),
        ...dataTable({
          headers: ['Date', 'By', 'Event'],
          widths: [80, 90, '*'],
          rows: events.rows.map((e) => [
            formatDate(e.created_at, tz),
            e.by_user_name ?? 'System',
            describeEvent(e),
          ]),
          count: events.count,
          empty: 'No events.',
        }),
      );
    } else {
      body.push(...(await commentsSection(read, 'case', id, tz)));
    }
  }
  return {
    heading: { title: 'Case Report', subject: `${detail.case_id} · ${detail.name}` },
    fileStem: `case-report-${detail.case_id}`,
    body,
  };
}
