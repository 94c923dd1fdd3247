import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { DEMO_CHAINS } from './chains.ts';
import { DEMO_PROVIDER } from './constants.ts';
import { DEMO_ENTITIES } from './entities.ts';

/**
 * Remove a demo world: the demo chains' transactions (with their transfers and inputs/outputs), addresses,
 * balances, clusters and sync rows, the demo labels, and demo entities left without labels.
 */
export async function clearDemoWorld(db: Db): Promise<void> {
  const chains = DEMO_CHAINS.map((c) => c.blockchain);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('labels').where('source', '=', DEMO_PROVIDER).execute();
    await trx.deleteFrom('chain_transactions').where('blockchain', 'in', chains).execute();
    await trx.deleteFrom('chain_addresses').where('blockchain', 'in', chains).execute();
    await trx.deleteFrom('balances').where('blockchain', 'in', chains).execute();
    await trx.deleteFrom('clusters').where('blockchain', 'in', chains).execute();
    await trx.deleteFrom('chain_sync').where('blockchain', 'in', chains).execute();
    await sql`
      DELETE FROM entities e WHERE e.name = ANY(${sql.val(DEMO_ENTITIES.map((x) => x.name))}::text[])
        AND NOT EXISTS (SELECT 1 FROM labels l WHERE l.entity_id = e.id)
    `.execute(trx);
  });
}

/** Whether any demo chain already has data from the demo provider. */
export async function demoWorldPresent(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('chain_sync')
    .select('blockchain')
    .where('provider', '=', DEMO_PROVIDER)
    .executeTakeFirst();
  return row !== undefined;
}
