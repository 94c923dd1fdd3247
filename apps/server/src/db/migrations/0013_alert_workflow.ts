import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Working an alert (issue 13): who reviewed, resolved or escalated it, until when it is muted, which alert status a
 * workflow stage marks (0 reviewed, 1 resolved, 2 escalated; null for Open and Inactive), and alert_events, the
 * audit trail of the changes people make to an alert. The default stages of existing workspaces get their status
 * by name; every closed stage resolves. comment_id points at the comment written with the change (the comments
 * table comes later, so it is no foreign key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE alerts
      ADD COLUMN muted_until timestamptz,
      ADD COLUMN reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN resolved_by integer REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN escalated_by integer REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE workflow_stages ADD COLUMN alert_status smallint CHECK (alert_status BETWEEN 0 AND 2);
    UPDATE workflow_stages SET alert_status = 0 WHERE name = 'In Review' AND category = 1;
    UPDATE workflow_stages SET alert_status = 2 WHERE name = 'Escalated' AND category = 1;
    UPDATE workflow_stages SET alert_status = 1 WHERE category = 2;
    CREATE TABLE alert_events (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      alert_id integer NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
      alert_item_id integer REFERENCES alert_items(id) ON DELETE CASCADE,
      actor_id integer REFERENCES users(id) ON DELETE SET NULL,
      event text NOT NULL,
      from_value text,
      to_value text,
      comment_id integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX alert_events_alert ON alert_events(alert_id, created_at DESC)
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
