import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Prefix search over the chain store and attribution (global search): text_pattern_ops indexes serve
 * `LIKE 'prefix%'` whatever the database collation, and equality too, across every chain at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX chain_addresses_address_prefix ON chain_addresses(address text_pattern_ops);
    CREATE INDEX chain_transactions_hash_prefix ON chain_transactions(hash text_pattern_ops);
    CREATE INDEX labels_address_prefix ON labels(address text_pattern_ops) WHERE address IS NOT NULL;
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
