import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** One aggregated flow between two addresses: the transfers from → to in the window, summed in USD. */
export type FlowEdgeRow = {
  from: string;
  to: string;
  valueUsd: number;
  /** The part of valueUsd moved by transfers worth at least the minimum per edge (all of it without one). */
  followedUsd: number;
  transfers: number;
  firstTime: number;
  lastTime: number;
};

export type FlowWindow = {
  /** Leave out the transfers of this transaction (a screened transaction is drawn as its own origin node). */
  excludeTxId: number;
  /** Only transfers in this block-time window (inclusive): a transaction's source of funds precedes it. */
  from?: Date;
  to?: Date;
};

/**
 * The flows into (`in`) or out of (`out`) the given addresses within a transaction's window, one row per address
 * pair, in one query. The in-memory chain graph holds flows summed over all time, so the window is applied here.
 */
export async function loadWindowedFlows(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
  direction: 'in' | 'out',
  window: FlowWindow,
  minEdgeUsd = 0,
): Promise<FlowEdgeRow[]> {
  if (addresses.length === 0) return [];
  const column = direction === 'in' ? 'to_address' : 'from_address';
  const since = window.from ? sql`AND block_time >= ${window.from}` : sql``;
  const until = window.to ? sql`AND block_time <= ${window.to}` : sql``;
  const result = await sql<{
    from_address: string;
    to_address: string;
    value_usd: number;
    followed_usd: number;
    n: number;
    first_time: Date | null;
    last_time: Date | null;
  }>`
    SELECT from_address, to_address, sum(value_usd) AS value_usd,
           coalesce(sum(value_usd) FILTER (WHERE value_usd >= ${minEdgeUsd}), 0) AS followed_usd, count(*) AS n,
           min(block_time) AS first_time, max(block_time) AS last_time
    FROM transfers
    WHERE blockchain = ${blockchain} AND ${sql.ref(column)} = ANY(${[...addresses]}::text[])
      AND from_address <> to_address AND tx_id <> ${window.excludeTxId} ${since} ${until}
    GROUP BY from_address, to_address
  `.execute(db);
  const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : 0);
  return result.rows.map((r) => ({
    from: r.from_address,
    to: r.to_address,
    valueUsd: Number(r.value_usd),
    followedUsd: Number(r.followed_usd),
    transfers: Number(r.n),
    firstTime: seconds(r.first_time),
    lastTime: seconds(r.last_time),
  }));
}
