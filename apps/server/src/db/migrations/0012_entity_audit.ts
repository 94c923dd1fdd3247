import { type Kysely, sql } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The audit log of addresses and transactions (Audit Logs tab, decision 0016): one row per thing that happened to
 * an object of a workspace, written in the same transaction as the change. Rows are keyed by the object's chain
 * and identifier, not by the screened row, so an address's log outlives an archive and a later re-screening.
 * Who did it is kept as named then (actor_name) with the user id, which is not a foreign key: an audit record
 * does not change when the user is renamed or removed.
 *
 * Append-only in the database itself: a trigger refuses every UPDATE, and every DELETE except the cascade of a
 * workspace being deleted (its parent row is already gone when the cascade reaches these rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE entity_audit_events (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      object_type text NOT NULL CHECK (object_type IN ('address', 'transaction', 'customer')),
      blockchain smallint,
      identifier text NOT NULL,
      object_id integer,
      type text NOT NULL,
      actor_user_id integer,
      actor_name text NOT NULL,
      context jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX entity_audit_events_object
      ON entity_audit_events(workspace_id, object_type, blockchain, identifier, created_at DESC, id DESC)
  `,
  );
  // One statement with semicolons inside its body: run on its own, not through runStatements.
  await sql`
    CREATE FUNCTION entity_audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM workspaces WHERE id = OLD.workspace_id) THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'entity audit events are append-only';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER entity_audit_events_append_only BEFORE UPDATE OR DELETE ON entity_audit_events
    FOR EACH ROW EXECUTE FUNCTION entity_audit_events_append_only()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
