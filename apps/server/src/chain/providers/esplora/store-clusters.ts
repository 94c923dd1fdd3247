import { type ClusterTx, clusterAddresses } from '@riskscreen/engine';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { chunks, inTransaction } from '../../store/batch.ts';
import { writeClusters } from '../../store/reference-data.ts';

export type ClusterUpdate = { created: number; merged: number; grown: number; addresses: number };

/**
 * Apply the common-input heuristic to newly loaded transactions and fold the result into the stored clusters.
 * Clusters only grow: a stored cluster that the new transactions join to others keeps the smallest id (so labels
 * attached to it stay), absorbs the others (their labels move to it, then they are deleted), and takes the new
 * size and representative. Only groups of two or more addresses become clusters: a lone address is its own owner
 * without a row. CoinJoin-looking transactions are left out (see the engine's looksLikeCoinJoin).
 */
export async function updateClusters(
  db: Db,
  blockchain: number,
  txs: readonly ClusterTx[],
): Promise<ClusterUpdate> {
  const update: ClusterUpdate = { created: 0, merged: 0, grown: 0, addresses: 0 };
  const spenders = [...new Set(txs.filter((t) => !t.isCoinbase).flatMap((t) => t.inputAddresses))];
  if (spenders.length === 0) return update;

  return inTransaction(db, async (trx) => {
    // Stored clusters the spenders already belong to, with all their members.
    const clusterOf = new Map<string, number>();
    for (const part of chunks(spenders, 5000)) {
      const rows = await trx
        .selectFrom('chain_addresses')
        .select(['address', 'cluster_id'])
        .where('blockchain', '=', blockchain)
        .where('address', 'in', part)
        .where('cluster_id', 'is not', null)
        .execute();
      for (const row of rows) if (row.cluster_id !== null) clusterOf.set(row.address, Number(row.cluster_id));
    }
    const touchedIds = [...new Set(clusterOf.values())];
    const knownGroups = new Map<number, string[]>();
    for (const part of chunks(touchedIds, 5000)) {
      const members = await trx
        .selectFrom('chain_addresses')
        .select(['address', 'cluster_id'])
        .where('blockchain', '=', blockchain)
        .where('cluster_id', 'in', part)
        .execute();
      for (const m of members) {
        const id = Number(m.cluster_id);
        clusterOf.set(m.address, id);
        knownGroups.set(id, [...(knownGroups.get(id) ?? []), m.address]);
      }
    }

    const result = clusterAddresses(txs, { knownGroups: [...knownGroups.values()] });
    const fresh: { representative: string; members: string[] }[] = [];
    for (const cluster of result.clusters) {
      if (cluster.size < 2) continue;
      const ids = [...new Set(cluster.addresses.flatMap((a) => clusterOf.get(a) ?? []))].sort(
        (a, b) => a - b,
      );
      const [survivor, ...absorbed] = ids;
      if (survivor === undefined) {
        fresh.push({ representative: cluster.representative, members: cluster.addresses });
        continue;
      }
      const before = knownGroups.get(survivor)?.length ?? 0;
      if (absorbed.length === 0 && before === cluster.size) continue;
      await trx
        .updateTable('clusters')
        .set({ representative: cluster.representative, size: cluster.size })
        .where('id', '=', survivor)
        .execute();
      await pointAt(
        trx,
        blockchain,
        survivor,
        cluster.addresses.filter((a) => clusterOf.get(a) !== survivor),
      );
      if (absorbed.length > 0) await absorb(trx, survivor, absorbed);
      update.merged += absorbed.length;
      update.grown += 1;
      update.addresses += cluster.size - before;
    }
    if (fresh.length > 0) await writeClusters(trx, blockchain, fresh);
    update.created = fresh.length;
    update.addresses += fresh.reduce((sum, c) => sum + c.members.length, 0);
    return update;
  });
}

async function pointAt(
  trx: Db,
  blockchain: number,
  clusterId: number,
  addresses: readonly string[],
): Promise<void> {
  for (const part of chunks(addresses)) {
    await trx
      .insertInto('chain_addresses')
      .values(
        part.map((address) => ({
          blockchain,
          address,
          first_seen: null,
          last_seen: null,
          token_account_owner: null,
          cluster_id: clusterId,
        })),
      )
      .onConflict((oc) => oc.columns(['blockchain', 'address']).doUpdateSet({ cluster_id: clusterId }))
      .execute();
  }
}

/** Move the absorbed clusters' labels to the survivor (unless it has the same one already), then drop them. */
async function absorb(trx: Db, survivor: number, absorbed: readonly number[]): Promise<void> {
  // One cluster at a time, so two absorbed clusters carrying the same label cannot both move it.
  for (const id of absorbed) {
    await sql`
    UPDATE labels l SET cluster_id = ${survivor}
    WHERE l.cluster_id = ${id}
      AND NOT EXISTS (
        SELECT 1 FROM labels s
        WHERE s.cluster_id = ${survivor} AND s.entity_id = l.entity_id AND s.source = l.source
          AND coalesce(s.blockchain, -1) = coalesce(l.blockchain, -1) AND coalesce(s.address, '') = coalesce(l.address, '')
      )
  `.execute(trx);
  }
  await trx
    .deleteFrom('clusters')
    .where('id', 'in', [...absorbed])
    .execute();
}
