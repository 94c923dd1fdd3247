import type { Db } from '../../../db/client.ts';
import { likeLiteral } from '../addresses/index.ts';

/**
 * Prefix lookups in the chain store and attribution, across every chain. One indexed range scan per spelling
 * (text_pattern_ops indexes, migration 0005), each stopping at `cap` rows: a short prefix of a busy chain never
 * scans the whole table.
 */
export type StoreAddressHit = { blockchain: number; address: string };
export type LabelHit = { blockchain: number | null; address: string };
export type StoreTransactionHit = { blockchain: number; hash: string; blockTime: Date | null };

export async function findStoreAddresses(
  db: Db,
  patterns: string[],
  cap: number,
): Promise<StoreAddressHit[]> {
  const hits: StoreAddressHit[] = [];
  for (const pattern of patterns) {
    const rows = await db
      .selectFrom('chain_addresses')
      .select(['blockchain', 'address'])
      .where('address', 'like', pattern)
      .limit(cap)
      .execute();
    hits.push(...rows);
  }
  return hits;
}

/** Addresses with a label valid now (blockchain null: every EVM chain). */
export async function findLabelledAddresses(
  db: Db,
  patterns: string[],
  now: Date,
  cap: number,
): Promise<LabelHit[]> {
  const hits: LabelHit[] = [];
  for (const pattern of patterns) {
    const rows = await db
      .selectFrom('labels')
      .select(['blockchain', 'address'])
      .distinct()
      .where('address', 'like', pattern)
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]))
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', now)]))
      .limit(cap)
      .execute();
    for (const row of rows) if (row.address) hits.push({ blockchain: row.blockchain, address: row.address });
  }
  return hits;
}

/**
 * The addresses whose valid labels name an entity containing q ("Nightshade" finds Nightshade Market's
 * addresses): how an analyst who knows a name, not an address, starts. Cluster labels are left out (a cluster can
 * hold thousands of addresses; its labelled seed addresses are found through their own labels).
 */
export async function findAddressesOfEntity(db: Db, q: string, now: Date, cap: number): Promise<LabelHit[]> {
  const rows = await db
    .selectFrom('labels as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select(['l.blockchain', 'l.address'])
    .distinct()
    .where('e.name', 'ilike', `%${likeLiteral(q)}%`)
    .where('l.address', 'is not', null)
    .where((eb) => eb.or([eb('l.valid_from', 'is', null), eb('l.valid_from', '<=', now)]))
    .where((eb) => eb.or([eb('l.valid_to', 'is', null), eb('l.valid_to', '>', now)]))
    .limit(cap)
    .execute();
  return rows.flatMap((row) => (row.address ? [{ blockchain: row.blockchain, address: row.address }] : []));
}

export async function findStoreTransactions(
  db: Db,
  patterns: string[],
  cap: number,
): Promise<StoreTransactionHit[]> {
  const hits: StoreTransactionHit[] = [];
  for (const pattern of patterns) {
    const rows = await db
      .selectFrom('chain_transactions')
      .select(['blockchain', 'hash', 'block_time'])
      .where('hash', 'like', pattern)
      .limit(cap)
      .execute();
    hits.push(...rows.map((r) => ({ blockchain: r.blockchain, hash: r.hash, blockTime: r.block_time })));
  }
  return hits;
}
