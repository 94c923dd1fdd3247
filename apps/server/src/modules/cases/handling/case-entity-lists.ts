import type { CaseAddressRow, CaseCustomerRow, CaseTransactionRow } from '@riskscreen/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { type Page, pageWithCount } from '../../../lib/list-page.ts';
import { userNameSql } from '../records/index.ts';

/** Open alerts (stage category 0 or 1) of an entity of a case (ce aliased). */
const openAlertsOf = sql<number>`(
  SELECT count(*)::int FROM alerts a JOIN workflow_stages s ON s.id = a.workflow_stage_id AND s.category IN (0, 1)
  WHERE a.workspace_id = ce.workspace_id AND a.object_type = ce.entity_type AND a.object_id = ce.object_id
)`;

function entitiesOf(db: Db, caseId: number, type: 'address' | 'transaction' | 'customer') {
  return db
    .selectFrom('case_entities as ce')
    .leftJoin('users as u', 'u.id', 'ce.added_by')
    .where('ce.case_id', '=', caseId)
    .where('ce.entity_type', '=', type);
}

/** What every case table shows of an entity besides its own columns: its open alerts and who added it when. */
const addedColumns = [
  openAlertsOf.as('alerts'),
  sql<string | null>`CASE WHEN u.id IS NULL THEN NULL ELSE ${userNameSql} END`.as('added_by_name'),
  sql<Date>`ce.added_at`.as('added_at'),
] as const;

type AddedRow = { alerts: number; added_by_name: string | null; added_at: Date };

function addedFields(row: AddedRow) {
  return {
    alerts: Number(row.alerts),
    added_by_name: row.added_by_name,
    added_at: row.added_at.toISOString(),
  };
}

/** A case's entities the newest added first. */
function newestAdded<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return query.orderBy(sql`ce.added_at`, 'desc').orderBy(sql`ce.id`, 'desc');
}

/** A case's addresses, newest first: the live ones (an archived address drops out of the case's tables). */
export async function caseAddresses(db: Db, caseId: number, page: Page) {
  const base = entitiesOf(db, caseId, 'address')
    .innerJoin('screened_addresses as sa', 'sa.id', 'ce.object_id')
    .where('sa.archived_at', 'is', null);
  const { rows, count } = await pageWithCount(
    newestAdded(
      base.select([
        'sa.id',
        'sa.identifier',
        'sa.blockchain',
        'sa.customer_id',
        'sa.customer_type',
        'sa.risk_level',
        // The native balance: the holding without a contract.
        sql<
          number | null
        >`(SELECT (h->>'balance')::double precision FROM jsonb_array_elements(sa.result->'holdings') h
        WHERE h->>'contract' = '' LIMIT 1)`.as('balance'),
        ...addedColumns,
      ]),
    ),
    page,
  );
  const results: CaseAddressRow[] = rows.map((r) => ({
    id: r.id,
    identifier: r.identifier,
    currency: r.blockchain,
    customer_id: r.customer_id,
    type: r.customer_type,
    risk_level: r.risk_level,
    balance: Number(r.balance ?? 0),
    ...addedFields(r),
  }));
  return { results, count };
}

export async function caseTransactions(db: Db, caseId: number, page: Page) {
  const base = entitiesOf(db, caseId, 'transaction')
    .innerJoin('screened_transactions as st', 'st.id', 'ce.object_id')
    .where('st.archived_at', 'is', null);
  const { rows, count } = await pageWithCount(
    newestAdded(
      base.select([
        'st.id',
        'st.identifier',
        'st.blockchain',
        'st.customer_id',
        'st.customer_type',
        'st.customer_address',
        'st.risk_level',
        ...addedColumns,
      ]),
    ),
    page,
  );
  const results: CaseTransactionRow[] = rows.map((r) => ({
    id: r.id,
    identifier: r.identifier,
    currency: r.blockchain,
    customer_id: r.customer_id,
    type: r.customer_type,
    address: r.customer_address,
    risk_level: r.risk_level,
    ...addedFields(r),
  }));
  return { results, count };
}

/** A case's customers: their chains and deposits (in USD) come from the screened rows naming their customer id. */
export async function caseCustomers(db: Db, caseId: number, page: Page) {
  const base = entitiesOf(db, caseId, 'customer')
    .innerJoin('customers as cu', 'cu.id', 'ce.object_id')
    .where('cu.archived_at', 'is', null);
  const { rows, count } = await pageWithCount(
    newestAdded(
      base.select([
        'cu.id',
        'cu.customer_id',
        'cu.risk_level',
        sql<number[] | null>`(
        SELECT array_agg(DISTINCT b) FROM (
          SELECT blockchain AS b FROM screened_addresses x
            WHERE x.workspace_id = cu.workspace_id AND x.customer_id = cu.customer_id AND x.archived_at IS NULL
          UNION SELECT blockchain FROM screened_transactions y
            WHERE y.workspace_id = cu.workspace_id AND y.customer_id = cu.customer_id AND y.archived_at IS NULL
        ) chains
      )`.as('currencies'),
        sql<number | null>`(
        SELECT sum(coalesce((y.result->>'incomingValueUsd')::double precision, 0)) FROM screened_transactions y
        WHERE y.workspace_id = cu.workspace_id AND y.customer_id = cu.customer_id AND y.customer_type = 1
          AND y.archived_at IS NULL
      )`.as('deposit_amount'),
        ...addedColumns,
      ]),
    ),
    page,
  );
  const results: CaseCustomerRow[] = rows.map((r) => ({
    id: r.id,
    customer_id: r.customer_id,
    risk_level: r.risk_level,
    currencies: (r.currencies ?? []).map(Number).sort((a, b) => a - b),
    deposit_amount: Number(r.deposit_amount ?? 0),
    ...addedFields(r),
  }));
  return { results, count };
}
