import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers/test-db.ts';
import type { DbHandle } from './client.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';

/** What the planner believes a table holds (-1 or 0 before any statistics). */
async function estimatedRows(handle: DbHandle, table: string): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`
    SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = ${table}`.execute(handle.db);
  return Number(rows[0]?.reltuples ?? -1);
}

describe('planner statistics', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('tells the planner how many rows a bulk load wrote (PGlite has no autovacuum to do it)', async () => {
    const entity = await handle.db
      .insertInto('entities')
      .values({ name: 'Statistics Exchange', category: 'Exchange' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      entity_id: entity.id,
      address: `stat-${i}`,
      blockchain: 1,
      source: 'test',
      confidence: 50,
    }));
    for (let at = 0; at < rows.length; at += 1000) {
      await handle.db
        .insertInto('labels')
        .values(rows.slice(at, at + 1000))
        .execute();
    }
    expect(await estimatedRows(handle, 'labels')).toBeLessThan(3000);
    await refreshPlannerStatistics(handle.db);
    expect(await estimatedRows(handle, 'labels')).toBeGreaterThanOrEqual(3000);
  });
});
