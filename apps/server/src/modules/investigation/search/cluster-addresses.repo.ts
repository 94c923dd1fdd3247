import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

export type ClusterAddressPage = { count: number; addresses: string[] };

/**
 * One page of the addresses of the cluster an address belongs to on a chain, in address order (the investigation
 * graph's cluster panel: the tree lists only the members that carried the drawn flow). An address the chain store
 * holds outside any cluster is its own one-address cluster; an address it does not hold, none.
 */
export async function clusterAddressPage(
  db: Db,
  blockchain: number,
  address: string,
  page: { offset: number; limit: number },
): Promise<ClusterAddressPage> {
  const member = await db
    .selectFrom('chain_addresses')
    .select('cluster_id')
    .where('blockchain', '=', blockchain)
    .where('address', '=', address)
    .executeTakeFirst();
  if (!member) return { count: 0, addresses: [] };
  if (member.cluster_id === null) return { count: 1, addresses: page.offset === 0 ? [address] : [] };
  const base = db
    .selectFrom('chain_addresses')
    .where('blockchain', '=', blockchain)
    .where('cluster_id', '=', member.cluster_id);
  const rows = await base
    .select(['address', sql<string>`count(*) OVER ()`.as('total')])
    .orderBy('address')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  // Past the last page no row carries the window count.
  const total =
    rows[0]?.total ??
    (await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst())?.total ??
    0;
  return { count: Number(total), addresses: rows.map((r) => r.address) };
}
