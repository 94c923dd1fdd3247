import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Integrations (issue 31, decision 0077): one row per workspace and provider with its configuration, and the
 * webhook's outbox. A delivery is written once per event (the event subscriber may see an event twice: the unique
 * key drops the second) and sent in order per workspace; every attempt is kept for the audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE integrations (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      provider text NOT NULL CHECK (provider IN ('slack', 'webhook', 'fireblocks')),
      is_active boolean NOT NULL DEFAULT true,
      config jsonb NOT NULL DEFAULT '{}',
      webhook_slug text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, provider)
    );
    CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      event_id bigint NOT NULL,
      event_type text NOT NULL,
      entity_type text NOT NULL,
      object_url text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      UNIQUE (workspace_id, event_id)
    );
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (workspace_id, id) WHERE status = 'pending';
    CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      endpoint text NOT NULL,
      attempt integer NOT NULL,
      response_code integer,
      error text,
      attempted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_attempts_trail ON webhook_attempts (workspace_id, id DESC);
    `,
  );
}
