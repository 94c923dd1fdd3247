import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The chat service (issue 31, decision 0085). Its messages go through the webhook's outbox: a delivery and its
 * attempts now say which integration they belong to, and an event is written once per workspace and integration.
 * An integration whose provider refused its credentials is marked for reconnection. The OAuth states Add
 * Integration hands out are kept (hashed) until used once or expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE integrations ADD COLUMN needs_reconnect boolean NOT NULL DEFAULT false;
    ALTER TABLE webhook_deliveries
      ADD COLUMN provider text NOT NULL DEFAULT 'webhook' CHECK (provider IN ('webhook', 'slack'));
    ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_workspace_id_event_id_key;
    ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_once UNIQUE (workspace_id, provider, event_id);
    DROP INDEX webhook_deliveries_pending;
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (workspace_id, provider, id) WHERE status = 'pending';
    ALTER TABLE webhook_attempts
      ADD COLUMN provider text NOT NULL DEFAULT 'webhook' CHECK (provider IN ('webhook', 'slack'));
    DROP INDEX webhook_attempts_trail;
    CREATE INDEX webhook_attempts_trail ON webhook_attempts (workspace_id, provider, id DESC);
    CREATE TABLE slack_oauth_states (
      state_hash text PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX slack_oauth_states_expiry ON slack_oauth_states (expires_at);
    `,
  );
}
