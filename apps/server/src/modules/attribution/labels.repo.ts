import { isTagCategory, type TagCategory } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { canonicalAddress } from './importers/canonical-address.ts';
import { isEvmChain } from './importers/chain-codes.ts';

/**
 * A label as screening reads it: the fields the exposure engine's AddressLabel takes (entity id as text, times in
 * epoch seconds, validTo exclusive) plus where it came from. A cluster label is read once per member address:
 * `address` is the member, `clusterId` the labelled cluster.
 */
export type StoredLabel = {
  labelId: number;
  blockchain: number | null;
  address: string;
  clusterId?: number;
  entityId: string;
  name: string;
  category: TagCategory;
  subtype: number | null;
  sentiment: number;
  source: string;
  confidence: number;
  attributedAt: number;
  validFrom?: number;
  validTo?: number;
};

const LOOKUP_BATCH = 1000;

/** The columns of a label row as StoredLabel reads them (address labels and cluster labels alike). */
export type LabelRow = {
  label_id: number;
  blockchain: number | null;
  source: string;
  confidence: number;
  attributed_at: Date;
  valid_from: Date | null;
  valid_to: Date | null;
  entity_id: number;
  name: string;
  category: string;
  subtype: number | null;
  sentiment: number;
};

export const LABEL_COLUMNS = [
  'l.id as label_id',
  'l.blockchain',
  'l.source',
  'l.confidence',
  'l.attributed_at',
  'l.valid_from',
  'l.valid_to',
  'e.id as entity_id',
  'e.name',
  'e.category',
  'e.subtype',
  'e.sentiment',
] as const;

/** A label row as a StoredLabel of `address` (null when its category is not one of the 17). */
export function storedLabel(row: LabelRow, address: string, clusterId?: number | null): StoredLabel | null {
  if (!isTagCategory(row.category)) return null;
  return {
    labelId: row.label_id,
    blockchain: row.blockchain,
    address,
    ...(clusterId != null ? { clusterId: Number(clusterId) } : {}),
    entityId: String(row.entity_id),
    name: row.name,
    category: row.category,
    subtype: row.subtype,
    sentiment: row.sentiment,
    source: row.source,
    confidence: row.confidence,
    attributedAt: seconds(row.attributed_at),
    ...(row.valid_from ? { validFrom: seconds(row.valid_from) } : {}),
    ...(row.valid_to ? { validTo: seconds(row.valid_to) } : {}),
  };
}

/**
 * Adds a cluster's label to a member's list unless the member carries the same entity from the same source as an
 * address label already (one attribution, not two).
 */
export function addClusterLabel(found: Map<string, StoredLabel[]>, label: StoredLabel): void {
  const list = found.get(label.address);
  if (!list) {
    found.set(label.address, [label]);
    return;
  }
  if (list.some((l) => l.entityId === label.entityId && l.source === label.source)) return;
  list.push(label);
}

/**
 * Labels of addresses on one chain, keyed by canonical address (EVM lower-case; other forms as validateAddress
 * writes them, so an EIP-55 input finds the lower-case stored label). On an EVM chain, labels stored with
 * blockchain NULL (every EVM chain) apply too. A label of a cluster (UTXO common-input clustering) applies to every
 * address of the cluster, with the label's confidence and validity. With `asOf`, only labels valid at that time
 * are returned; without it every label comes back with its validity period, for the caller to weigh.
 */
export async function loadLabels(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
  asOf?: Date,
): Promise<Map<string, StoredLabel[]>> {
  const canonical = [
    ...new Set(
      addresses.map((a) => {
        const c = canonicalAddress(blockchain, a);
        return c.ok ? c.address : a.trim();
      }),
    ),
  ];
  const everyEvm = isEvmChain(blockchain);
  const found = new Map<string, StoredLabel[]>();
  for (let at = 0; at < canonical.length; at += LOOKUP_BATCH) {
    const batch = canonical.slice(at, at + LOOKUP_BATCH);
    let direct = db
      .selectFrom('labels as l')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .select([...LABEL_COLUMNS, 'l.address as member', sql<number | null>`NULL::integer`.as('cluster_id')])
      .where('l.address', 'in', batch)
      .where((eb) =>
        everyEvm
          ? eb.or([eb('l.blockchain', '=', blockchain), eb('l.blockchain', 'is', null)])
          : eb('l.blockchain', '=', blockchain),
      );
    // Labels of the clusters these addresses belong to.
    let clustered = db
      .selectFrom('chain_addresses as a')
      .innerJoin('labels as l', 'l.cluster_id', 'a.cluster_id')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .select([...LABEL_COLUMNS, 'a.address as member', 'a.cluster_id'])
      .where('a.blockchain', '=', blockchain)
      .where('a.address', 'in', batch);
    if (asOf) {
      direct = direct
        .where((eb) => eb.or([eb('l.valid_from', 'is', null), eb('l.valid_from', '<=', asOf)]))
        .where((eb) => eb.or([eb('l.valid_to', 'is', null), eb('l.valid_to', '>', asOf)]));
      clustered = clustered
        .where((eb) => eb.or([eb('l.valid_from', 'is', null), eb('l.valid_from', '<=', asOf)]))
        .where((eb) => eb.or([eb('l.valid_to', 'is', null), eb('l.valid_to', '>', asOf)]));
    }
    // One statement for both (a screening reads labels at least twice): the address labels first, in label order,
    // then the cluster labels, which a member's own label of the same entity and source already covers.
    const rows = await direct.unionAll(clustered).execute();
    const byLabel = (a: { label_id: number }, b: { label_id: number }) => a.label_id - b.label_id;
    for (const row of rows.filter((r) => r.cluster_id === null).sort(byLabel)) {
      const label = row.member ? storedLabel(row, row.member) : null;
      if (!label) continue;
      const list = found.get(label.address);
      if (list) list.push(label);
      else found.set(label.address, [label]);
    }
    for (const row of rows.filter((r) => r.cluster_id !== null).sort(byLabel)) {
      if (!row.member) continue;
      const label = storedLabel(row, row.member, row.cluster_id);
      if (label) addClusterLabel(found, label);
    }
  }
  return found;
}

/** Number of labels (for import summaries and tests). */
export async function countLabels(db: Db): Promise<{ labels: number; entities: number }> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from labels)`.as('labels'),
      sql<number>`(select count(*) from entities)`.as('entities'),
    ])
    .executeTakeFirstOrThrow();
  return { labels: Number(row.labels), entities: Number(row.entities) };
}

function seconds(time: Date): number {
  return Math.floor(time.getTime() / 1000);
}
