import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Cases (issue 14): a case gathers addresses, transactions and customers of a workspace (case_entities, object_id
 * names a screened_addresses, screened_transactions or customers row), has a status (1 open, 2 closed,
 * 3 escalated, 4 pending approval), an assignee and, while pending approval, an approver. case_id is shown as
 * CASE-000042, numbered per workspace from case_settings.next_case_number. case_events is the timeline (type 0 new
 * alert, 1 alert updated, 2 status, 3 risk level, 4 entity added or removed). case_settings holds the workspace's
 * preferences and the round-robin cursors, advanced under the row's lock. The risk level is not stored: it is the
 * highest of the live entities, read when asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE cases (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      number integer NOT NULL,
      case_id text NOT NULL,
      name text NOT NULL,
      status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
      assigned_to integer REFERENCES users(id) ON DELETE SET NULL,
      approver_id integer REFERENCES users(id) ON DELETE SET NULL,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      is_auto_created boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, number)
    );
    CREATE INDEX cases_list ON cases(workspace_id, created_at DESC, id DESC) INCLUDE (status, assigned_to);
    CREATE INDEX cases_assignee ON cases(workspace_id, assigned_to, created_at DESC, id DESC);
    CREATE INDEX cases_status ON cases(workspace_id, status, created_at DESC, id DESC);
    CREATE INDEX cases_approver ON cases(workspace_id, approver_id) WHERE status = 4;
    CREATE INDEX cases_name ON cases(workspace_id, lower(name));
    CREATE TABLE case_entities (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
      entity_type text NOT NULL CHECK (entity_type IN ('address', 'transaction', 'customer')),
      object_id integer NOT NULL,
      added_by integer REFERENCES users(id) ON DELETE SET NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (case_id, entity_type, object_id)
    );
    CREATE INDEX case_entities_object ON case_entities(workspace_id, entity_type, object_id);
    CREATE INDEX case_entities_case ON case_entities(case_id, entity_type, added_at DESC, id DESC);
    CREATE TABLE case_events (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      case_id integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
      type smallint NOT NULL CHECK (type BETWEEN 0 AND 4),
      actor_id integer REFERENCES users(id) ON DELETE SET NULL,
      context jsonb NOT NULL DEFAULT '{}',
      comment_id integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX case_events_case ON case_events(case_id, created_at DESC, id DESC);
    CREATE TABLE case_settings (
      workspace_id integer PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
      assignment_type smallint NOT NULL DEFAULT 0 CHECK (assignment_type BETWEEN 0 AND 2),
      mandatory_approval boolean NOT NULL DEFAULT false,
      approver_assignment_type smallint NOT NULL DEFAULT 0 CHECK (approver_assignment_type BETWEEN 0 AND 1),
      auto_create_alert_levels smallint[] NOT NULL DEFAULT '{5,3,2,1}',
      last_agent_id integer,
      last_approver_id integer,
      next_case_number integer NOT NULL DEFAULT 1
    )
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
