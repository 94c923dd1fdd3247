import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The custody service (issue 31, decision 0088): every transaction event it sends is kept in the custody log with
 * what was done with it (screened, frozen, rejected, only logged in Dry Run, skipped, failed) and the screened
 * transaction it became, which the unfreeze call finds the custody service's transaction id by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE custody_logs (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      integration_id integer NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
      payload jsonb NOT NULL,
      custody_tx_id text,
      status text NOT NULL DEFAULT 'received'
        CHECK (status IN ('received', 'screened', 'frozen', 'rejected', 'dry_run', 'skipped', 'failed', 'unfrozen')),
      status_verbose text NOT NULL DEFAULT 'Received',
      screened_transaction_id integer,
      risk_level integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_time timestamptz
    );
    CREATE INDEX custody_logs_trail ON custody_logs (workspace_id, id DESC);
    CREATE INDEX custody_logs_transaction ON custody_logs (workspace_id, screened_transaction_id)
      WHERE screened_transaction_id IS NOT NULL;
    `,
  );
}
