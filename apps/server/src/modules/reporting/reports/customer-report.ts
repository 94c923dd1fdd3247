import {
  type CustomerDetail,
  endpoints,
  PolicyType,
  REPORT_TABLE_MAX_ROWS,
  type ReportBlock,
  type ReportModelSection,
  type ReportSection,
} from '@riskscreen/shared';
import {
  alertsSection,
  commentsSection,
  counterpartyBlocks,
  type ReadAlerts,
  readAlerts,
  rulesAppendix,
} from './common-sections.ts';
import { asHttpError, type ContractReader } from './contract-reader.ts';
import { facts, heading, section, shares, table } from './report-blocks.ts';
import type { AssembledReport, ReportContext } from './report-context.ts';
import { amount, formatDate, percent, riskLabel, usd } from './report-format.ts';

const CUSTOMERS = endpoints.customers;
// The customer's address and transfer lists are read 200 at a time in a report (spec part 2 §7, §9).
const LIMIT = REPORT_TABLE_MAX_ROWS;

const ADDRESS_KINDS = [
  { type: 'deposit', title: 'Deposit Address Summary' },
  { type: 'withdrawal', title: 'Withdrawal Address Summary' },
  { type: 'any', title: 'User Address Summary' },
] as const;

async function addressTables(read: ContractReader, id: number, tz: string): Promise<ReportBlock[]> {
  const blocks: ReportBlock[] = [];
  for (const kind of ADDRESS_KINDS) {
    const page = await read(CUSTOMERS.addresses, {
      params: { id },
      query: { type: kind.type, limit: LIMIT },
    });
    blocks.push(
      heading(kind.title),
      table({
        columns: ['Address', 'Chain', 'Risk Level', 'Balance (USD)', 'Added On'],
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
  return blocks;
}

async function transfersTable(
  read: ContractReader,
  id: number,
  kind: 'deposits' | 'withdrawals',
  tz: string,
): Promise<ReportBlock> {
  const page = await read(CUSTOMERS[kind].list, { params: { id }, query: { limit: LIMIT } });
  return table({
    columns: ['Transaction', 'Address', 'Value', 'Value (USD)', 'Risk Level', 'Time'],
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
  });
}

function detailsBlocks(customer: CustomerDetail, tz: string): ReportBlock[] {
  return [
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
  ];
}

async function flowBlocks(read: ContractReader, id: number): Promise<ReportBlock[]> {
  const flow = await read(CUSTOMERS.sentimentSummary, { params: { id } });
  const categories = [...flow.categories].sort((a, b) => b.total_value_usd - a.total_value_usd);
  const blocks: ReportBlock[] = [
    heading(`Total: ${usd(flow.total_value_usd)}`),
    table({
      columns: ['Category', 'Deposits (USD)', 'Withdrawals (USD)', 'Total (USD)', '%'],
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
  ];
  if (flow.total_value_usd > 0) {
    blocks.push(
      shares(
        categories
          .slice(0, 12)
          .map((c) => ({ label: c.tag_type_verbose, share: c.total_value_usd / flow.total_value_usd })),
      ),
    );
  }
  return blocks;
}

async function associatedBlocks(
  read: ContractReader,
  id: number,
  customer: CustomerDetail,
): Promise<ReportBlock[]> {
  const [deposits, withdrawals] = await Promise.all([
    read(CUSTOMERS.deposits.tagAggregates, { params: { id } }),
    read(CUSTOMERS.withdrawals.tagAggregates, { params: { id } }),
  ]);
  return [
    ...counterpartyBlocks(
      { incoming: deposits, outgoing: withdrawals },
      { incoming: 'Deposits', outgoing: 'Withdrawals' },
    ),
    heading('Associated Cases'),
    table({
      columns: ['Case ID', 'Name'],
      widths: [90, '*'],
      rows: customer.associated_cases.map((c) => [c.case_id, c.name]),
      empty: 'No associated cases.',
    }),
  ];
}

async function customerSection(
  read: ContractReader,
  customer: CustomerDetail,
  alerts: ReadAlerts,
  key: ReportSection<'customer'>,
  tz: string,
): Promise<ReportModelSection> {
  const id = customer.id;
  switch (key) {
    case 'customerDetails':
      return section('customer', key, detailsBlocks(customer, tz));
    case 'digitalAssetSummary': {
      const rows = await read(CUSTOMERS.digitalAssetSummary, { params: { id } });
      return section('customer', key, [
        table({
          columns: ['Chain', 'Token', 'Deposits', 'Deposited (USD)', 'Withdrawals', 'Withdrawn (USD)'],
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
      ]);
    }
    case 'addressSummary':
      return section('customer', key, await addressTables(read, id, tz));
    case 'deposits':
    case 'withdrawals':
      return section('customer', key, [await transfersTable(read, id, key, tz)]);
    case 'flowAnalysis':
      return section('customer', key, await flowBlocks(read, id));
    case 'associatedEntities':
      return section('customer', key, await associatedBlocks(read, id, customer));
    case 'alerts':
      return alertsSection('customer', alerts, tz);
    case 'comments':
      return commentsSection('customer', read, id, tz);
    case 'rulesAppendix':
      return rulesAppendix('customer', read, PolicyType.Customer, alerts.rows);
  }
}

/** The customer report (spec part 2 "Printable reports"): the customer page's calls, section by section. */
export async function customerReport(
  { read, branding }: ReportContext,
  id: number,
  keys: readonly ReportSection<'customer'>[],
): Promise<AssembledReport> {
  const tz = branding.timeZone;
  const customer = await read(CUSTOMERS.detail, { params: { id } }).catch((error: unknown) => {
    throw asHttpError(error);
  });
  const alerts = keys.some((s) => s === 'alerts' || s === 'rulesAppendix')
    ? await readAlerts(read, 'customer', id)
    : { count: 0, rows: [] };
  const sections: ReportModelSection[] = [];
  for (const key of keys) sections.push(await customerSection(read, customer, alerts, key, tz));
  return {
    model: {
      kind: 'customer',
      title: 'Customer Report',
      subject: customer.customer_id,
      time_zone: tz,
      sections,
    },
    fileStem: `customer-report-${customer.customer_id}`,
  };
}
