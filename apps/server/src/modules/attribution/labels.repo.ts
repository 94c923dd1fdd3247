import { isTagCategory, type TagCategory } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { canonicalAddress } from './importers/canonical-address.ts';
import { isEvmChain } from './importers/chain-codes.ts';

/**
 * A label as screening reads it: the fields the exposure engine's AddressLabel takes (entity id as text, times in
 * epoch seconds, validTo exclusive) plus where it came from.
 */
export type StoredLabel = {
  labelId: number;
  blockchain: number | null;
  address: string;
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

/**
 * Labels of addresses on one chain, keyed by canonical address (EVM lower-case; other forms as validateAddress
 * writes them, so an EIP-55 input finds the lower-case stored label). On an EVM chain, labels stored with
 * blockchain NULL (every EVM chain) apply too. With `asOf`, only labels valid at that time are returned;
 * without it every label comes back with its validity period, for the caller to weigh.
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
    let query = db
      .selectFrom('labels as l')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .select([
        'l.id as label_id',
        'l.blockchain',
        'l.address',
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
      ])
      .where('l.address', 'in', canonical.slice(at, at + LOOKUP_BATCH))
      .where((eb) =>
        everyEvm
          ? eb.or([eb('l.blockchain', '=', blockchain), eb('l.blockchain', 'is', null)])
          : eb('l.blockchain', '=', blockchain),
      );
    if (asOf) {
      query = query
        .where((eb) => eb.or([eb('l.valid_from', 'is', null), eb('l.valid_from', '<=', asOf)]))
        .where((eb) => eb.or([eb('l.valid_to', 'is', null), eb('l.valid_to', '>', asOf)]));
    }
    const rows = await query.orderBy('l.id').execute();
    for (const row of rows) {
      if (!row.address || !isTagCategory(row.category)) continue;
      const label: StoredLabel = {
        labelId: row.label_id,
        blockchain: row.blockchain,
        address: row.address,
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
      const list = found.get(row.address);
      if (list) list.push(label);
      else found.set(row.address, [label]);
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
