import { endpoints, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { EXPORT_MAX_ROWS, queryExport, tableFile } from '../../platform/index.ts';
import { listScreenedTransactions, parseTransactionListFilters } from '../../screening/index.ts';
import { presentTransactionSummary } from './present-transaction.ts';

export const TRANSACTION_LIST_EXPORT = 'transactions.list';

const HEADER = [
  'Transaction',
  'Blockchain',
  'Customer Id',
  'Originator',
  'Beneficiary',
  'Date Added',
  'Transaction Date',
  'Last Screened At',
  'Volume',
  'Asset',
  'Value USD',
  'Risk Level',
];

/** The transaction list export (queued): the selection (ids) among what the filters match, or all of it. */
export const transactionListExport = queryExport(
  TRANSACTION_LIST_EXPORT,
  endpoints.transactions.export.query,
  async ({ db }, { workspaceId }, query) => {
    const { rows } = await listScreenedTransactions(db, workspaceId, parseTransactionListFilters(query), {
      offset: 0,
      limit: EXPORT_MAX_ROWS,
    });
    const ids = query.ids ? new Set(query.ids) : null;
    const chosen = ids ? rows.filter((row) => ids.has(row.id)) : rows;
    return tableFile(
      query.format,
      'transactions',
      HEADER,
      chosen
        .map(presentTransactionSummary)
        .map((row) => [
          row.identifier,
          row.currency_verbose,
          row.customer_id,
          row.originator,
          row.beneficiary,
          new Date(row.created_at),
          row.block_date_time === null ? null : new Date(row.block_date_time * 1000),
          new Date(row.last_screened_time),
          row.value,
          row.value_token_symbol,
          row.value_usd,
          RISK_LEVEL_LABELS[row.risk_level as RiskLevel] ?? String(row.risk_level),
        ]),
    );
  },
);
