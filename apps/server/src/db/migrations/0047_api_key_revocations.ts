import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Who ended an API key (issue 28, decision 0065): its owner, an admin, or a password reset by e-mail. Only a key its
 * owner turned off may be turned on again by the owner; an admin's revocation and a reset's are final. Keys revoked
 * before this migration have no record (NULL) and stay as they were: their owner may re-enable them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE api_keys ADD COLUMN revoked_by text
      CHECK (revoked_by IN ('owner', 'admin', 'password_reset'));
    ALTER TABLE api_keys ADD COLUMN revoked_by_user_id integer REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE api_keys ADD COLUMN revoked_at timestamptz;
    `,
  );
}
