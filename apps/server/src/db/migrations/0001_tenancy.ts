import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE organizations (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      domain text NOT NULL DEFAULT '',
      brand_logo text,
      report_logo text,
      color_code text,
      plan_name text NOT NULL DEFAULT 'Enterprise',
      plan_end_date date,
      user_limit integer,
      credit_limit integer,
      plan_flags jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE workspaces (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      continuous_monitoring_level smallint NOT NULL DEFAULT 1,
      continuous_monitoring_days integer,
      is_address_screening_type_any_enabled boolean NOT NULL DEFAULT false,
      token_monitoring_status boolean NOT NULL DEFAULT false,
      max_hops smallint NOT NULL DEFAULT 3,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX workspaces_org ON workspaces(organization_id);
    CREATE TABLE users (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      email text NOT NULL UNIQUE,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      password_hash text,
      timezone text NOT NULL DEFAULT 'UTC',
      language text NOT NULL DEFAULT 'en',
      role smallint,
      is_active boolean NOT NULL DEFAULT true,
      is_organization_admin boolean NOT NULL DEFAULT false,
      date_joined timestamptz NOT NULL DEFAULT now(),
      password_changed_at timestamptz
    );
    CREATE TABLE memberships (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      role smallint NOT NULL CHECK (role BETWEEN 1 AND 7),
      case_role smallint CHECK (case_role IN (1, 2)),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, workspace_id)
    );
    CREATE INDEX memberships_workspace ON memberships(workspace_id);
    CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      refresh_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      user_agent text
    );
    CREATE INDEX sessions_user ON sessions(user_id);
    CREATE TABLE auth_codes (
      code_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE TABLE used_bot_challenges (
      signature text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE TABLE api_keys (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      key_hash text NOT NULL UNIQUE,
      masked text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    );
    CREATE INDEX api_keys_workspace ON api_keys(workspace_id, user_id);
    CREATE TABLE notification_subscriptions (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      settings jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
