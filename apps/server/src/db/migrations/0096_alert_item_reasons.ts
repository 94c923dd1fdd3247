import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Why a screening that was not a person's ran (issue 30, decision 0074): the monitor's or the sanctions refresh's
 * reason in words, on each alert item the screening added and on the snapshot its alert cycles point at. A
 * person's screening leaves it null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE alert_items ADD COLUMN reason text;
    ALTER TABLE screening_snapshots ADD COLUMN reason text;
    `,
  );
}
