import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * One record of what happened in a workspace (issue 29, decision 0053): every change someone may be told about is
 * an event written in the change's own transaction. `tx` is the writing transaction's id: subscribers read events
 * in (tx, id) order and only from transactions older than every running one, so an event committed late is never
 * passed over. Each subscriber keeps its own position per workspace, from the moment it was first registered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE domain_events (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      type text NOT NULL,
      payload jsonb NOT NULL,
      actor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      tx xid8 NOT NULL DEFAULT pg_current_xact_id()
    );
    CREATE INDEX domain_events_delivery ON domain_events (workspace_id, tx, id);
    CREATE INDEX domain_events_tx ON domain_events (tx);
    CREATE TABLE event_subscribers (
      name text PRIMARY KEY,
      start_tx xid8 NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE event_positions (
      subscriber text NOT NULL REFERENCES event_subscribers(name) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      tx xid8 NOT NULL,
      event_id bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (subscriber, workspace_id)
    );
    `,
  );
}
