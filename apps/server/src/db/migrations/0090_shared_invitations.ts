import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An address may be invited by several organisations at once, so no one can block another organisation's future
 * hire by inviting them first (issue 28, decision 0081). An address still has at most one accepted account: the
 * unique index covers every user except a pending invitee (invited, no password yet). When one invitation is
 * accepted the other organisations' pending invitees of that address are removed; their sign-up links are kept in
 * ended_invitations (only the SHA-256, like account_tokens) so those links answer that the invitation ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users DROP CONSTRAINT users_email_key;
    CREATE UNIQUE INDEX users_email_accepted ON users(email)
      WHERE NOT (invited_at IS NOT NULL AND password_hash IS NULL);
    CREATE INDEX users_email ON users(email);
    CREATE TABLE ended_invitations (
      token_hash text PRIMARY KEY,
      ended_at timestamptz NOT NULL DEFAULT now()
    );
    `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
