import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * What the account permissions say of integrations, kept as data (issue 31, decision 0077): the organisation's
 * switches for the custody service and the third-party widgets (all off until an operator turns one on), and a
 * screened transaction's frozen state on the custody service (the custody connector sets it; an unfreeze clears it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE organizations ADD COLUMN integration_flags jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE screened_transactions ADD COLUMN is_frozen_on_fireblocks boolean NOT NULL DEFAULT false;
    `,
  );
}
