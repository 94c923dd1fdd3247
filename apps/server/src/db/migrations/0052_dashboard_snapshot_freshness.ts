import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

const ROLLUPS = [
  'dashboard_screenings',
  'dashboard_alerts',
  'dashboard_alert_closes',
  'dashboard_rule_firings',
  'dashboard_live',
];

/**
 * A dashboard snapshot knows whether the data it sums has changed since (issue 33, decision 0067): every rollup row
 * records the transaction that wrote it (compaction keeps the newest of the deltas it folds), cases record the
 * transaction that last changed them (they are counted live), and a snapshot records which transactions its reads
 * could see (a pg_snapshot taken before them). A row written by a transaction that snapshot could not see may be
 * missing from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${ROLLUPS.map(
      (table) => `
      ALTER TABLE ${table} ADD COLUMN tx xid8 NOT NULL DEFAULT pg_current_xact_id();
      CREATE INDEX ${table}_tx ON ${table} (workspace_id, tx);`,
    ).join('\n')}
    ALTER TABLE cases ADD COLUMN changed_tx xid8 NOT NULL DEFAULT pg_current_xact_id();
    CREATE INDEX cases_changed_tx ON cases (workspace_id, changed_tx);
    CREATE FUNCTION cases_changed_tx() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW.changed_tx := pg_current_xact_id(); RETURN NEW; END $$;
    CREATE TRIGGER cases_changed_tx BEFORE UPDATE ON cases FOR EACH ROW EXECUTE FUNCTION cases_changed_tx();
    ALTER TABLE dashboard_snapshots ADD COLUMN data_snapshot pg_snapshot;
    `,
  );
}
