import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A hash of each address live row's stored investigation tree: a re-screen whose tree is the one stored (most of a
 * monitored address's re-screens: the new funds are hops away, beyond the tree's direct counterparties) leaves the
 * tree's 20–30 kB as they are instead of writing them again. Null on rows written before: their next save writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'ALTER TABLE screened_addresses ADD COLUMN investigation_tree_hash text');
}
