import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Single sign-on through an external OpenID Connect provider (issue 16, decision 0037): one provider per
 * organisation (its issuer, client id and secret; the secret is never answered), whether it is on, the e-mail
 * domains whose unknown people may be provisioned (none by default) and where they land. A sign-in in flight keeps
 * its PKCE verifier and nonce server-side, under the SHA-256 of its state, and works once (used_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE organization_sso (
      organization_id integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
      issuer text NOT NULL,
      client_id text NOT NULL,
      client_secret text NOT NULL,
      is_enabled boolean NOT NULL DEFAULT true,
      allowed_domains text[] NOT NULL DEFAULT '{}',
      default_workspace_id integer REFERENCES workspaces(id) ON DELETE SET NULL,
      default_role smallint NOT NULL DEFAULT 2,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sso_sign_ins (
      state_hash text PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      return_state text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX sso_sign_ins_expiry ON sso_sign_ins(expires_at)
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
