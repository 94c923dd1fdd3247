import { isEvm, isTagCategory } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { StoredLabel } from '../attribution/labels.repo.ts';

/** What decides whether a cached chain graph is still current: the chain's sync time and the labels' high mark. */
export async function chainDataVersion(db: Db, blockchain: number): Promise<string> {
  const [sync, labels] = await Promise.all([
    db
      .selectFrom('chain_sync')
      .select('last_updated_at')
      .where('blockchain', '=', blockchain)
      .executeTakeFirst(),
    sql<{ id: number | null }>`SELECT max(id) AS id FROM labels`.execute(db),
  ]);
  const synced = sync ? new Date(sync.last_updated_at).getTime() : 0;
  return `${synced}:${labels.rows[0]?.id ?? 0}`;
}

/** Every address pair's summed flow on a chain (self-transfers left out), streamed into parallel arrays. */
export async function loadChainFlows(db: Db, blockchain: number) {
  const rows = await sql<{ from_address: string; to_address: string; value_usd: number }>`
    SELECT from_address, to_address, sum(value_usd) AS value_usd
    FROM transfers
    WHERE blockchain = ${blockchain} AND from_address <> to_address
    GROUP BY from_address, to_address
  `.execute(db);
  return rows.rows;
}

export async function loadMegahubs(db: Db, blockchain: number, degree: number): Promise<string[]> {
  const rows = await db
    .selectFrom('chain_addresses')
    .select('address')
    .where('blockchain', '=', blockchain)
    .where('counterparty_count', '>', degree)
    .execute();
  return rows.map((r) => r.address);
}

/** Every address label that applies on a chain (EVM chains include labels stored for every EVM chain). */
export async function loadChainLabels(db: Db, blockchain: number): Promise<Map<string, StoredLabel[]>> {
  const rows = await db
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
    .where('l.address', 'is not', null)
    .where((eb) =>
      isEvm(blockchain)
        ? eb.or([eb('l.blockchain', '=', blockchain), eb('l.blockchain', 'is', null)])
        : eb('l.blockchain', '=', blockchain),
    )
    .execute();
  const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : undefined);
  const byAddress = new Map<string, StoredLabel[]>();
  for (const r of rows) {
    if (!r.address || !isTagCategory(r.category)) continue;
    const validFrom = seconds(r.valid_from);
    const validTo = seconds(r.valid_to);
    const label: StoredLabel = {
      labelId: r.label_id,
      blockchain: r.blockchain,
      address: r.address,
      entityId: String(r.entity_id),
      name: r.name,
      category: r.category,
      subtype: r.subtype,
      sentiment: r.sentiment,
      source: r.source,
      confidence: r.confidence,
      attributedAt: seconds(r.attributed_at) ?? 0,
      ...(validFrom !== undefined ? { validFrom } : {}),
      ...(validTo !== undefined ? { validTo } : {}),
    };
    const list = byAddress.get(r.address);
    if (list) list.push(label);
    else byAddress.set(r.address, [label]);
  }
  return byAddress;
}
