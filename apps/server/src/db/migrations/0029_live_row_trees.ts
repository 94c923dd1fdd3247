import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A live row's investigation tree, about nine tenths of its report, gets a column of its own stored as json (the text
 * as written): it is only ever read back whole, while the rest of the report stays jsonb for the SQL that reads into
 * it (tags, holdings, directions). Writing a screening's report then parses 2 KB into jsonb instead of 20 KB. Rows
 * screened before move their tree over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE screened_addresses ADD COLUMN investigation_tree json;
    ALTER TABLE screened_transactions ADD COLUMN investigation_tree json;
    UPDATE screened_addresses
      SET investigation_tree = (result->'exposure'->'investigation_tree')::json,
          result = result #- '{exposure,investigation_tree}'
      WHERE result->'exposure' ? 'investigation_tree';
    UPDATE screened_transactions
      SET investigation_tree = (result->'exposure'->'investigation_tree')::json,
          result = result #- '{exposure,investigation_tree}'
      WHERE result->'exposure' ? 'investigation_tree';
    `,
  );
}
