import type { Db } from '../../../db/client.ts';

/**
 * The hash of a stored transaction with a transfer matching the filter (largest USD first), for tests that need a
 * transaction of a named demo object. Throws when none matches, so a changed demo world fails loudly.
 */
export async function findDemoTransaction(
  db: Db,
  blockchain: number,
  filter: { from?: string; to?: string; type?: number },
): Promise<string> {
  let query = db
    .selectFrom('transfers as t')
    .innerJoin('chain_transactions as c', 'c.id', 't.tx_id')
    .select('c.hash')
    .where('t.blockchain', '=', blockchain);
  if (filter.from) query = query.where('t.from_address', '=', filter.from);
  if (filter.to) query = query.where('t.to_address', '=', filter.to);
  if (filter.type !== undefined) query = query.where('t.transfer_type', '=', filter.type);
  const row = await query.orderBy('t.value_usd', 'desc').orderBy('c.id').executeTakeFirst();
  if (!row) throw new Error(`No demo transaction on chain ${blockchain} for ${JSON.stringify(filter)}`);
  return row.hash;
}
