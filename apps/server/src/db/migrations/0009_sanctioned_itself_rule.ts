import type { Kysely } from 'kysely';
import { backfillSanctionedItselfRule } from '../../modules/policies/sanctioned-itself-backfill.ts';
import type { Db } from '../client.ts';

/** Default sanctions policies seeded before conditions on the object itself get the explicit rule (decision 0009). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await backfillSanctionedItselfRule(db as Db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
