import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount } from '../../../lib/list-page.ts';
import type { TransactionReport } from '../../exposure/index.ts';
import { alertedByRuleNamed } from './alerted-by-rule.ts';
import { LIVE_ROW_COLUMNS, type ScreenedTransactionRow } from './live-rows.ts';
import { storedReport, writtenLiveRow } from './stored-report.ts';
import type { TransactionListFilters } from './transaction-list-filters.ts';

const columns = LIVE_ROW_COLUMNS.transaction;
/** What the write answers with: the live row without its report, which is the one just written. */
const writtenColumns = columns.filter((column) => column !== 'result' && column !== 'investigation_tree');

/**
 * Insert or refresh the workspace's live row for this transaction, in one statement (a concurrent screening of the
 * same hash meets the unique live index and refreshes instead). Customer fields change only when given.
 */
export async function saveScreenedTransaction(
  db: Db,
  input: {
    workspaceId: number;
    report: TransactionReport;
    customer: { id: string; type: number | null; address: string | null } | null;
    userId: number;
  },
): Promise<ScreenedTransactionRow> {
  const stored = storedReport(input.report);
  const { result, investigation_tree } = stored;
  const now = new Date(input.report.screenedAt);
  const row = await db
    .insertInto('screened_transactions')
    .values({
      workspace_id: input.workspaceId,
      blockchain: input.report.blockchain,
      identifier: input.report.identifier,
      customer_id: input.customer?.id ?? null,
      customer_type: input.customer?.type ?? null,
      customer_address: input.customer?.address ?? null,
      risk_level: input.report.riskLevel,
      result,
      investigation_tree,
      screened_by: input.userId,
      created_at: now,
      last_screened_time: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['workspace_id', 'blockchain', 'identifier'])
        .where('archived_at', 'is', null)
        .doUpdateSet((eb) => ({
          risk_level: eb.ref('excluded.risk_level'),
          result: eb.ref('excluded.result'),
          investigation_tree: eb.ref('excluded.investigation_tree'),
          last_screened_time: eb.ref('excluded.last_screened_time'),
          screened_by: eb.ref('excluded.screened_by'),
          ...(input.customer
            ? {
                customer_id: eb.ref('excluded.customer_id'),
                customer_type: eb.ref('excluded.customer_type'),
                customer_address: eb.ref('excluded.customer_address'),
              }
            : {}),
        })),
    )
    .returning(writtenColumns)
    .executeTakeFirstOrThrow();
  return writtenLiveRow<ScreenedTransactionRow>(row, stored);
}

/** One page of the workspace's live transactions, newest first, and how many match. */
export async function listScreenedTransactions(
  db: Db,
  workspaceId: number,
  filters: TransactionListFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: ScreenedTransactionRow[]; count: number }> {
  let query = db
    .selectFrom('screened_transactions')
    .where('workspace_id', '=', workspaceId)
    .where('archived_at', 'is', null);
  if (filters.q) query = query.where('identifier', 'ilike', containing(filters.q));
  if (filters.riskLevels.length > 0) query = query.where('risk_level', 'in', filters.riskLevels);
  if (filters.currencies.length > 0) query = query.where('blockchain', 'in', filters.currencies);
  if (filters.createdFrom) query = query.where('created_at', '>=', filters.createdFrom);
  if (filters.createdTo) query = query.where('created_at', '<', filters.createdTo);
  if (filters.updatedFrom) query = query.where('last_screened_time', '>=', filters.updatedFrom);
  if (filters.updatedTo) query = query.where('last_screened_time', '<', filters.updatedTo);
  if (filters.ruleName) {
    const ruleName = filters.ruleName;
    query = query.where((eb) =>
      alertedByRuleNamed(workspaceId, 'transaction', eb.ref('screened_transactions.id'), ruleName),
    );
  }
  if (filters.includedInCase !== null) {
    const held = sql<boolean>`EXISTS (SELECT 1 FROM case_entities ce WHERE ce.workspace_id = ${workspaceId}
      AND ce.entity_type = 'transaction' AND ce.object_id = screened_transactions.id)`;
    query = query.where(filters.includedInCase ? held : sql<boolean>`NOT ${held}`);
  }
  // Block time lives in the snapshot (epoch seconds); unconfirmed transactions have none and drop out.
  const blockTime = sql<number>`(result->>'blockTime')::double precision`;
  if (filters.transactionFrom) query = query.where(blockTime, '>=', seconds(filters.transactionFrom));
  if (filters.transactionTo) query = query.where(blockTime, '<', seconds(filters.transactionTo));
  const { rows, count } = await pageWithCount(
    query.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  );
  return { rows: rows as unknown as ScreenedTransactionRow[], count };
}

const seconds = (d: Date) => d.getTime() / 1000;
