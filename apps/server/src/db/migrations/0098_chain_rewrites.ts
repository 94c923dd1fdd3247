import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * When a chain's stored transfers were last changed other than by adding new ones (a price import revalues them; a
 * demo world cleared and made again starts a new row): a chain graph held in memory grows with each sync by the new
 * transfers alone, and this tells it that it must be built again from all of them instead (decision 0091).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    'ALTER TABLE chain_sync ADD COLUMN rewritten_at timestamptz NOT NULL DEFAULT now()',
  );
}
