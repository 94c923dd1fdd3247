import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPglite } from '../client.ts';
import { migrations } from './index.ts';

/** 0019 on a database that already holds labels: every source gets its row, and a label may end and come back. */
let handle: DbHandle | undefined;
afterAll(() => handle?.close());

describe('migration 0019 (label sources)', () => {
  it('names the sources of the labels already stored and lets an ended label stand beside a current one', async () => {
    handle = await openPglite({});
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0016_alert_list_indexes')).error).toBeUndefined();
    await sql`INSERT INTO entities (name, category) VALUES ('X', 'Sanctions')`.execute(handle.db);
    await sql`INSERT INTO labels (blockchain, address, entity_id, source)
      VALUES (0, 'a', 1, 'ofac'), (0, 'b', 1, 'graphsense:pack1'), (0, 'c', 1, 'csv:feed'), (0, 'd', 1, 'demo')`.execute(
      handle.db,
    );
    expect((await migrator.migrateTo('0019_label_sources')).error).toBeUndefined();
    const sources = await handle.db
      .selectFrom('label_sources')
      .select(['name', 'title'])
      .orderBy('name')
      .execute();
    expect(sources).toEqual([
      { name: 'csv:feed', title: 'CSV feed feed' },
      { name: 'demo', title: 'demo' },
      { name: 'graphsense:pack1', title: 'GraphSense TagPack pack1' },
      { name: 'ofac', title: 'OFAC SDN' },
    ]);
    await sql`UPDATE labels SET valid_to = '2025-03-21' WHERE address = 'a'`.execute(handle.db);
    await sql`INSERT INTO labels (blockchain, address, entity_id, source) VALUES (0, 'a', 1, 'ofac')`.execute(
      handle.db,
    );
    await expect(
      sql`INSERT INTO labels (blockchain, address, entity_id, source) VALUES (0, 'a', 1, 'ofac')`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/labels_unique/);
  });
});
