import { type Kysely, sql } from 'kysely';

/**
 * Run a block of DDL one statement at a time: PGlite's extended query protocol takes one statement per call.
 * Statements are separated by a semicolon at the end of a line (our migrations never put one inside a literal).
 * Frozen with the migrations that use it: a change here would change how old migrations split their SQL.
 */
export async function runStatements(db: Kysely<unknown>, text: string): Promise<void> {
  for (const statement of text.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}
