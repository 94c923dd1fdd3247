import { endpoints, PolicyType, REPORT_TABLE_MAX_ROWS, type ReportSection } from '@riskscreen/shared';
import type { Content } from 'pdfmake/interfaces';
import {
  alertsSection,
  commentsSection,
  counterpartySection,
  readAlerts,
  rulesAppendix,
} from './common-sections.ts';
import { asHttpError, type ContractReader } from './contract-reader.ts';
import type { ReportContext } from './report-context.ts';
import { amount, formatDate, percent, riskLabel, usd } from './report-format.ts';
import { dataTable, facts, sectionTitle, shareBars, subsectionTitle } from './report-layout.ts';

const CUSTOMERS = endpoints.customers;
// The customer's address and transfer lists are read 200 at a time in a report (spec part 2 §7, §9).
const LIMIT = REPORT_TABLE_MAX_ROWS;

const ADDRESS_KINDS = [
  { type: 'deposit', title: 'Deposit Address Summary' },
  { type: 'withdrawal', title: 'Withdrawal Address Summary' },
  { type: 'any', title: 'User Address Summary' },
] as const;

async function addressTables(read: ContractReader, id: number, tz: string): Promise<Content[]> {
  const content: Content[] = [sectionTitle('Deposit, Withdrawal and User Address Summary')];
  for (const kind of ADDRESS_KINDS) {
    const page = await read(CUSTOMERS.addresses, {
      params: { id },
      query: { type: kind.type, limit: LIMIT },
    });
    content.push(
      subsectionTitle(kind.title),
      ...dataTable({
        headers: ['Address', 'Chain', 'Risk Level', 'Balance (USD)', 'Added On'],
        widths: ['*', 40, 55, 70, 80],
        rows: page.results.map((a) => [
          a.identifier,
          a.currency_short,
          riskLabel(a.risk_level),
          usd(a.balance_usd),
          formatDate(a.date_added, tz),
        ]),
        count: page.count,
        empty: 'No addresses.',
      }),
    );
  }
  return content;
}

async function transfersTable(
  read: ContractReader,
  id: number,
  kind: 'deposits' | 'withdrawals',
  tz: string,
): Promise<Content[]> {
  const page = await read(CUSTOMERS[kind].list, { params: { id }, query: { limit: LIMIT } });
  return [
    sectionTitle(kind === 'deposits' ? 'Deposits' : 'Withdrawals'),
    ...dataTable({
      headers: ['Transaction', 'Address', 'Value', 'Value (USD)', 'Risk Level', 'Time'],
      widths: ['*', '*', 60, 55, 45, 70],
      rows: page.results.map((t) => [
        t.identifier,
        t.address ?? '—',
        amount(t.value, t.value_token_symbol),
        usd(t.value_usd),
        riskLabel(t.risk_level),
        formatDate(t.block_date_time, tz),
      ]),
      count: page.count,
      empty: `No ${kind}.`,
    }),
  ];
}

/** The customer report (spec part 2 "Printable reports"): the customer page's calls, section by section. */
export async function customerReport(
  { read, branding }: ReportContext,
  id: number,
  sections: readonly ReportSection<'customer'>[],
) {
  const tz = branding.timeZone;
  const customer = await read(CUSTOMERS.detail, { params: { id } }).catch((error: unknown) => {
    throw asHttpError(error);
  });
  const alerts = sections.some((s) => s === 'alerts' || s === 'rulesAppendix')
    ? await readAlerts(read, 'customer', id)
    : { count: 0, rows: [] };
  const body: Content[] = [];
  for (const section of sections) {
    if (section === 'customerDetails') {
      body.push(
        sectionTitle('Customer Details'),
        facts([
          ['Customer ID', customer.customer_id],
          ['Risk Level', riskLabel(customer.risk_level)],
          ['Open Alerts', String(customer.open_alerts_count)],
          ['Balance (USD)', usd(customer.balance_usd)],
          ['Deposit Amount', usd(customer.total_incoming_value_usd)],
          ['Withdrawal Amount', usd(customer.total_outgoing_value_usd)],
          ['Deposits', String(customer.deposits_count)],
          ['Withdrawals', String(customer.withdrawals_count)],
          ['Deposit Addresses', String(customer.deposit_addresses_count)],
          ['Withdrawal Addresses', String(customer.withdrawal_addresses_count)],
          ['First Txn.', formatDate(customer.earliest_transaction_time, tz)],
          ['Last Txn.', formatDate(customer.latest_transaction_time, tz)],
          ['Added On', formatDate(customer.created_at, tz)],
          ['Last Updated', formatDate(customer.updated_at, tz)],
        ]),
      );
    } else if (section === 'digitalAssetSummary') {
      const rows = await read(CUSTOMERS.digitalAssetSummary, { params: { id } });
      body.push(
        sectionTitle('Digital Asset Summary'),
        ...dataTable({
          headers: ['Chain', 'Token', 'Deposits', 'Deposited (USD)', 'Withdrawals', 'Withdrawn (USD)'],
          rows: rows.map((r) => [
            r.currency_short,
            r.token,
            String(r.deposits_count),
            usd(r.deposits_value_usd),
            String(r.withdrawals_count),
            usd(r.withdrawals_value_usd),
          ]),
          empty: 'No digital assets.',
        }),
      );
    } else if (section === 'addressSummary') {
      body.push(...(await addressTables(read, id, tz)));
    } else if (section === 'deposits' || section === 'withdrawals') {
      body.push(...(await transfersTable(read, id, section, tz)));
    } else if (section === 'flowAnalysis') {
      const flow = await read(CUSTOMERS.sentimentSummary, { params: { id } });
      const categories = [...flow.categories].sort((a, b) => b.total_value_usd - a.total_value_usd);
      body.push(
        sectionTitle('Flow Analysis'),
        subsectionTitle(`Total: ${usd(flow.total_value_usd)}`),
        ...dataTable({
          headers: ['Category', 'Deposits (USD)', 'Withdrawals (USD)', 'Total (USD)', '%'],
          widths: ['*', 80, 80, 80, 50],
          rows: categories.map((c) => [
            c.tag_type_verbose,
            usd(c.deposits_value_usd),
            usd(c.withdrawals_value_usd),
            usd(c.total_value_usd),
            percent(c.total_value_usd, flow.total_value_usd),
          ]),
          empty: 'No recorded deposits or withdrawals.',
        }),
      );
      if (flow.total_value_usd > 0) {
        body.push(
          shareBars(
            categories
              .slice(0, 12)
              .map((c) => ({ label: c.tag_type_verbose, share: c.total_value_usd / flow.total_value_usd })),
            branding.colour,
          ),
        );
      }
    } else if (section === 'associatedEntities') {
      const [deposits, withdrawals] = await Promise.all([
        read(CUSTOMERS.deposits.tagAggregates, { params: { id } }),
        read(CUSTOMERS.withdrawals.tagAggregates, { params: { id } }),
      ]);
      body.push(
        ...counterpartySection(
          { incoming: deposits, outgoing: withdrawals },
          { section: 'Associated Entities', incoming: 'Deposits', outgoing: 'Withdrawals' },
        ),
        subsectionTitle('Associated Cases'),
        ...dataTable({
          headers: ['Case ID', 'Name'],
          widths: [90, '*'],
          rows: customer.associated_cases.map((c) => [c.case_id, c.name]),
          empty: 'No associated cases.',
        }),
      );
    } else if (section === 'alerts') {
      body.push(...alertsSection(alerts, tz));
    } else if (section === 'comments') {
      body.push(...(await commentsSection(read, 'customer', id, tz)));
    } else {
      body.push(...(await rulesAppendix(read, PolicyType.Customer, alerts.rows)));
    }
  }
  return {
    heading: { title: 'Customer Report', subject: customer.customer_id },
    fileStem: `customer-report-${customer.customer_id}`,
    body,
  };
}
