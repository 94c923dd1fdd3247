import type { ClusterTx } from '@riskscreen/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import type { DbHandle } from '../../../db/client.ts';
import { updateClusters } from './store-clusters.ts';

const spend = (inputs: string[], outputs: [string, number][] = [['out', 1]]): ClusterTx => ({
  isCoinbase: false,
  inputAddresses: inputs,
  outputs: outputs.map(([address, value]) => ({ address, value })),
});

describe('updateClusters (stored clusters only grow, labels follow)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => handle?.close());

  const clusters = async () =>
    (
      await sql<{ id: number; representative: string; size: number; members: string }>`
        SELECT c.id, c.representative, c.size, string_agg(a.address, ',' ORDER BY a.address) AS members
        FROM clusters c JOIN chain_addresses a ON a.cluster_id = c.id
        WHERE c.blockchain = 0 GROUP BY c.id ORDER BY c.id`.execute(handle.db)
    ).rows.map((r) => ({ ...r, id: Number(r.id) }));

  it('creates, grows and merges clusters, keeping the oldest id and moving labels', async () => {
    const db = handle.db;
    expect(await updateClusters(db, 0, [spend(['b', 'a']), spend(['x'])])).toMatchObject({ created: 1 });
    expect(await updateClusters(db, 0, [spend(['d', 'c'])])).toMatchObject({ created: 1 });
    const [ab, cd] = await clusters();
    expect(ab).toMatchObject({ representative: 'a', size: 2, members: 'a,b' });
    expect(cd).toMatchObject({ representative: 'c', size: 2, members: 'c,d' });

    const entity = await db
      .insertInto('entities')
      .values({ name: 'Test Exchange', category: 'Exchange' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const label = (clusterId: number | undefined, source: string) =>
      db
        .insertInto('labels')
        .values({ blockchain: 0, cluster_id: clusterId ?? null, entity_id: entity.id, source })
        .execute();
    await label(cd?.id, 'tagpack');
    await label(cd?.id, 'ofac');
    await label(ab?.id, 'ofac');

    // e spends with b and c: both clusters join, the older (a,b) absorbs (c,d).
    expect(await updateClusters(db, 0, [spend(['e', 'b', 'c'])])).toMatchObject({
      created: 0,
      merged: 1,
      grown: 1,
    });
    expect(await clusters()).toEqual([{ id: ab?.id, representative: 'a', size: 5, members: 'a,b,c,d,e' }]);
    const labels = await db.selectFrom('labels').select(['cluster_id', 'source']).orderBy('source').execute();
    expect(labels).toEqual([
      { cluster_id: ab?.id, source: 'ofac' },
      { cluster_id: ab?.id, source: 'tagpack' },
    ]);

    // Nothing new: no change.
    expect(await updateClusters(db, 0, [spend(['a', 'e'])])).toEqual({
      created: 0,
      merged: 0,
      grown: 0,
      addresses: 0,
    });
  });

  it('leaves CoinJoin-looking transactions out', async () => {
    const inputs = ['j1', 'j2', 'j3', 'j4', 'j5'];
    const mix = spend(
      inputs,
      ['k1', 'k2', 'k3', 'k4', 'k5'].map((k): [string, number] => [k, 1_000_000]),
    );
    expect(await updateClusters(handle.db, 0, [mix])).toMatchObject({ created: 0, addresses: 0 });
  });
});
