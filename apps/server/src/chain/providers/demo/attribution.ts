import type { Db } from '../../../db/client.ts';
import type { AccountLedger } from './account-ledger.ts';
import { DEMO_PROVIDER } from './constants.ts';
import { DEMO_ENTITIES } from './entities.ts';
import { UtxoLedger } from './utxo-ledger.ts';
import type { ChainWorld } from './world.ts';

/** Insert (or refresh) the demo entities; returns entity key → id. */
export async function writeEntities(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('entities')
    .values(
      DEMO_ENTITIES.map((e) => ({
        name: e.name,
        category: e.category,
        subtype: e.subtype,
        description: e.description,
        sentiment: e.sentiment ?? 3,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['name', 'category']).doUpdateSet((eb) => ({
        subtype: eb.ref('excluded.subtype'),
        description: eb.ref('excluded.description'),
        sentiment: eb.ref('excluded.sentiment'),
      })),
    )
    .returning(['id', 'name', 'category'])
    .execute();
  const byName = new Map(rows.map((r) => [`${r.name}|${r.category}`, r.id]));
  return new Map(DEMO_ENTITIES.map((e) => [e.key, byName.get(`${e.name}|${e.category}`) as number]));
}

/** Write a chain's labels (cluster labels resolved through the UTXO clusters); returns how many. */
export async function writeLabels(
  db: Db,
  blockchain: number,
  world: ChainWorld<UtxoLedger> | ChainWorld<AccountLedger>,
  entityIds: Map<string, number>,
  clusterIds: Map<string, number>,
): Promise<number> {
  const seen = new Set<string>();
  const rows = [];
  for (const label of world.labels) {
    const entityId = entityIds.get(label.entityKey);
    if (entityId === undefined) throw new Error(`Demo label for unknown entity ${label.entityKey}`);
    let clusterId: number | null = null;
    if (label.clusterOf) {
      const representative =
        world.ledger instanceof UtxoLedger ? world.ledger.clusterOf(label.clusterOf) : null;
      clusterId = representative ? (clusterIds.get(representative) ?? null) : null;
      if (clusterId === null) continue; // never clustered at this scale
    }
    const k = `${label.address ?? ''}|${clusterId ?? ''}|${entityId}`;
    if (seen.has(k)) continue;
    seen.add(k);
    rows.push({
      blockchain,
      address: label.address ?? null,
      cluster_id: clusterId,
      entity_id: entityId,
      source: DEMO_PROVIDER,
      confidence: label.confidence,
      attributed_at: label.validFrom ?? new Date(world.start),
      valid_from: label.validFrom ?? null,
      valid_to: label.validTo ?? null,
    });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('labels')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return rows.length;
}
