import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Per-API-key rate limits (issue 34, decision 0051): the organisation's plan says how many requests one key may
 * make per minute (NULL: no limit; 2,400 by default, 40 a second on average), and each key counts its requests of
 * the running minute in its own row. The count is kept in the database, not in a process, so every API process on
 * one PostgreSQL shares it, and it costs nothing extra: each keyed request already updated the row (last_used_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE organizations ADD COLUMN api_rate_limit integer DEFAULT 2400
      CHECK (api_rate_limit IS NULL OR api_rate_limit > 0);
    ALTER TABLE api_keys ADD COLUMN rate_window bigint NOT NULL DEFAULT 0;
    ALTER TABLE api_keys ADD COLUMN rate_count integer NOT NULL DEFAULT 0;
    `,
  );
}
