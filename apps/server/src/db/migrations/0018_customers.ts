import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Customers (issue 14, decision 0026): one live row per workspace and customer id. A customer's addresses and
 * recorded deposits and withdrawals are not copied here: they are the live screened_addresses and
 * screened_transactions rows carrying its customer_id (customer_type 1 deposit, 2 withdrawal), found through the
 * partial indexes below. risk_level is the highest level of those rows, kept by the unit of work that changes one.
 *
 * Customers that screenings named before this migration are created from the live rows, with their level.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE customers (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      customer_id text NOT NULL,
      risk_level smallint NOT NULL DEFAULT 0,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    );
    CREATE UNIQUE INDEX customers_live ON customers(workspace_id, customer_id) WHERE archived_at IS NULL;
    CREATE INDEX customers_list ON customers(workspace_id, created_at DESC, id DESC) WHERE archived_at IS NULL;
    CREATE INDEX screened_addresses_customer ON screened_addresses(workspace_id, customer_id)
      WHERE archived_at IS NULL AND customer_id IS NOT NULL;
    CREATE INDEX screened_transactions_customer ON screened_transactions(workspace_id, customer_id)
      WHERE archived_at IS NULL AND customer_id IS NOT NULL;
    INSERT INTO customers (workspace_id, customer_id, risk_level, created_at, updated_at)
      SELECT workspace_id, customer_id, max(risk_level), min(created_at), max(last_screened_time)
      FROM (
        SELECT workspace_id, customer_id, risk_level, created_at, last_screened_time FROM screened_addresses
          WHERE archived_at IS NULL AND customer_id IS NOT NULL
        UNION ALL
        SELECT workspace_id, customer_id, risk_level, created_at, last_screened_time FROM screened_transactions
          WHERE archived_at IS NULL AND customer_id IS NOT NULL
      ) AS named
      GROUP BY workspace_id, customer_id
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
