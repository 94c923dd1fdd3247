import { isEvm } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { addClusterLabel, LABEL_COLUMNS, type StoredLabel, storedLabel } from '../../attribution/index.ts';

/**
 * What decides whether a chain graph held in memory is current, in the parts that say what a new graph needs: the
 * chain's sync time (new transfers: the graph grows by them), when stored transfers were last rewritten (a
 * revaluation: it is built again), and the labels' high mark with the last label import (a full publication ends
 * labels without adding one; only the labels are read again).
 */
export type ChainDataVersion = { key: string; synced: string; rewritten: string; labels: string };

export async function chainDataVersionParts(db: Db, blockchain: number): Promise<ChainDataVersion> {
  const [sync, labels] = await Promise.all([
    db
      .selectFrom('chain_sync')
      .select(['last_updated_at', 'rewritten_at'])
      .where('blockchain', '=', blockchain)
      .executeTakeFirst(),
    sql<{ id: number | null; import_id: number | null }>`
      SELECT (SELECT max(id) FROM labels) AS id, (SELECT max(id) FROM label_imports) AS import_id`.execute(
      db,
    ),
  ]);
  const synced = String(sync ? new Date(sync.last_updated_at).getTime() : 0);
  const rewritten = String(sync ? new Date(sync.rewritten_at).getTime() : 0);
  const labelPart = `${labels.rows[0]?.id ?? 0}:${labels.rows[0]?.import_id ?? 0}`;
  return { key: `${synced}:${rewritten}:${labelPart}`, synced, rewritten, labels: labelPart };
}

export async function chainDataVersion(db: Db, blockchain: number): Promise<string> {
  return (await chainDataVersionParts(db, blockchain)).key;
}

/** The highest stored transfer id (of every chain): a graph read now holds the chain's transfers up to it. */
export async function transfersHighMark(db: Db): Promise<number> {
  const row = await sql<{ id: string | null }>`SELECT max(id)::text AS id FROM transfers`.execute(db);
  return Number(row.rows[0]?.id ?? 0);
}

/**
 * Every address pair's summed flow on a chain (self-transfers left out): the sum of its transfers worth at least
 * `minEdgeUsd` (followed by the trace) and the sum of those below (dust, not followed; always null at 0). `ids`:
 * only the transfers after one high mark up to another (what a graph held in memory has not seen yet).
 */
export async function loadChainFlows(
  db: Db,
  blockchain: number,
  minEdgeUsd = 0,
  ids: { after?: number; upTo: number } = { upTo: Number.MAX_SAFE_INTEGER },
) {
  const rows = await sql<{
    from_address: string;
    to_address: string;
    followed_usd: number | null;
    below_minimum_usd: number | null;
  }>`
    SELECT from_address, to_address,
      sum(value_usd) FILTER (WHERE value_usd >= ${minEdgeUsd}) AS followed_usd,
      sum(value_usd) FILTER (WHERE value_usd < ${minEdgeUsd}) AS below_minimum_usd
    FROM transfers
    WHERE blockchain = ${blockchain} AND from_address <> to_address
      AND id > ${ids.after ?? 0} AND id <= ${ids.upTo}
    GROUP BY from_address, to_address
  `.execute(db);
  return rows.rows;
}

export async function loadMegahubs(
  db: Db,
  blockchain: number,
  degree: number,
  among?: readonly string[],
): Promise<string[]> {
  if (among === undefined) {
    const rows = await db
      .selectFrom('chain_addresses')
      .select('address')
      .where('blockchain', '=', blockchain)
      .where('counterparty_count', '>', degree)
      .execute();
    return rows.map((r) => r.address);
  }
  const found: string[] = [];
  for (let at = 0; at < among.length; at += 10_000) {
    const rows = await db
      .selectFrom('chain_addresses')
      .select('address')
      .where('blockchain', '=', blockchain)
      .where('counterparty_count', '>', degree)
      .where('address', 'in', among.slice(at, at + 10_000))
      .execute();
    for (const r of rows) found.push(r.address);
  }
  return found;
}

/**
 * Every label that applies on a chain, by address: address labels (EVM chains include labels stored for every EVM
 * chain), and the labels of clusters read once for each of their member addresses.
 */
export async function loadChainLabels(db: Db, blockchain: number): Promise<Map<string, StoredLabel[]>> {
  const rows = await db
    .selectFrom('labels as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select([...LABEL_COLUMNS, 'l.address'])
    .where('l.address', 'is not', null)
    .where((eb) =>
      isEvm(blockchain)
        ? eb.or([eb('l.blockchain', '=', blockchain), eb('l.blockchain', 'is', null)])
        : eb('l.blockchain', '=', blockchain),
    )
    .orderBy('l.id')
    .execute();
  const byAddress = new Map<string, StoredLabel[]>();
  for (const r of rows) {
    const label = r.address ? storedLabel(r, r.address) : null;
    if (!label) continue;
    const list = byAddress.get(label.address);
    if (list) list.push(label);
    else byAddress.set(label.address, [label]);
  }
  const members = await db
    .selectFrom('labels as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .innerJoin('chain_addresses as a', 'a.cluster_id', 'l.cluster_id')
    .select([...LABEL_COLUMNS, 'a.address as member', 'a.cluster_id'])
    .where('a.blockchain', '=', blockchain)
    .orderBy('l.id')
    .execute();
  for (const r of members) {
    const label = storedLabel(r, r.member, r.cluster_id);
    if (label) addClusterLabel(byAddress, label);
  }
  return byAddress;
}

/**
 * Address → its cluster's key (the cluster's representative address) for every clustered address of a chain: the
 * investigation tree draws the members of a cluster as one Cluster node.
 */
export async function loadClusterKeys(db: Db, blockchain: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('chain_addresses as a')
    .innerJoin('clusters as c', 'c.id', 'a.cluster_id')
    .select(['a.address', 'c.representative'])
    .where('a.blockchain', '=', blockchain)
    .execute();
  return new Map(rows.map((r) => [r.address, r.representative]));
}

/** The cluster (id and key) of each clustered address among `addresses`. */
export async function loadClusterKeysOf(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
): Promise<Map<string, { id: number; representative: string }>> {
  const found = new Map<string, { id: number; representative: string }>();
  for (let at = 0; at < addresses.length; at += 10_000) {
    const rows = await db
      .selectFrom('chain_addresses as a')
      .innerJoin('clusters as c', 'c.id', 'a.cluster_id')
      .select(['a.address', 'c.id', 'c.representative'])
      .where('a.blockchain', '=', blockchain)
      .where('a.address', 'in', addresses.slice(at, at + 10_000))
      .execute();
    for (const r of rows) found.set(r.address, { id: r.id, representative: r.representative });
  }
  return found;
}

/** Every address of each cluster. */
export async function loadClusterMembers(
  db: Db,
  blockchain: number,
  clusterIds: readonly number[],
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (clusterIds.length === 0) return found;
  const rows = await db
    .selectFrom('chain_addresses')
    .select(['address', 'cluster_id'])
    .where('blockchain', '=', blockchain)
    .where('cluster_id', 'in', [...clusterIds])
    .execute();
  for (const r of rows) {
    if (r.cluster_id === null) continue;
    const list = found.get(r.cluster_id);
    if (list) list.push(r.address);
    else found.set(r.cluster_id, [r.address]);
  }
  return found;
}
