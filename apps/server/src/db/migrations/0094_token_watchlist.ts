import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The smart contract watchlist (issue 30, decision 0083): the token contracts a workspace watches, one live entry
 * per contract and chain (the partial unique index refuses a second one, also when two admins add it at once),
 * archived entries kept with who archived them. The monitor looks up transfers' asset_contract in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE token_monitoring_addresses (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain integer NOT NULL,
      identifier text NOT NULL,
      added_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz,
      archived_by integer REFERENCES users(id) ON DELETE SET NULL
    );
    CREATE UNIQUE INDEX token_monitoring_addresses_live
      ON token_monitoring_addresses (workspace_id, blockchain, identifier) WHERE archived_at IS NULL;
    CREATE INDEX token_monitoring_addresses_contract
      ON token_monitoring_addresses (blockchain, identifier) WHERE archived_at IS NULL;
    `,
  );
}
