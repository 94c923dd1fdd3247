import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * One-time links of accounts: an invitation's sign-up link (the invitee sets a password and joins the workspaces
 * the membership rows already name) and a password reset link. Only the SHA-256 of the random token is kept; a
 * link expires (expires_at) and works once (used_at). A user's newer link of the same purpose replaces the older
 * ones, which are marked used when it is issued. Invited users have no password until they sign up
 * (users.password_hash stays null, so no password can sign them in); invited_at tells the pages they are pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE account_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('sign_up', 'password_reset')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX account_tokens_user ON account_tokens(user_id, purpose);
    ALTER TABLE users ADD COLUMN invited_at timestamptz;
    ALTER TABLE users ADD COLUMN invited_by integer REFERENCES users(id) ON DELETE SET NULL;
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
