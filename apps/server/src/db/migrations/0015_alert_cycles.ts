import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Alert cycles (issue 13): a screening that opens an alert or adds an item to one keeps a snapshot of what it saw
 * (the investigation tree and the counterparty summary), one per screening, shared by every alert it raised; each
 * such alert gets a cycle pointing at it, resolved when the alert moves to a closed stage. A snapshot is kept by
 * object type and id (addresses and transactions live in separate tables), so it is no foreign key to either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE screening_snapshots (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      object_type text NOT NULL CHECK (object_type IN ('address', 'transaction', 'customer')),
      object_id integer NOT NULL,
      taken_at timestamptz NOT NULL,
      investigation_tree jsonb NOT NULL,
      counterparty_summary jsonb NOT NULL
    );
    CREATE TABLE alert_cycles (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      alert_id integer NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
      snapshot_id integer REFERENCES screening_snapshots(id) ON DELETE SET NULL,
      opened_at timestamptz NOT NULL,
      resolved_at timestamptz,
      resolved_by integer REFERENCES users(id) ON DELETE SET NULL,
      reason text,
      alert_items_count integer NOT NULL
    );
    CREATE INDEX alert_cycles_alert ON alert_cycles(alert_id, opened_at DESC);
    CREATE INDEX alert_cycles_snapshot ON alert_cycles(snapshot_id)
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
