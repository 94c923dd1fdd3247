import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoOrganisation } from '../../modules/workspaces/index.ts';
import { type Db, type DbHandle, openPglite } from '../client.ts';
import { migrations } from './index.ts';

/**
 * 0024 on a database that already holds screenings, alerts, items and live rows: the rollups start equal to the
 * rows (backfill), and stay equal through inserts, stage changes, re-levelling, archiving and deletions.
 */
let handle: DbHandle | undefined;
afterAll(() => handle?.close());

/** Each rollup's sums against the same groups counted from the rows. */
async function mismatches(db: Db): Promise<unknown[]> {
  const pairs: [string, string][] = [
    [
      `SELECT workspace_id, day, object_type, blockchain, risk_level, sum(n)::int AS n FROM dashboard_screenings GROUP BY 1,2,3,4,5`,
      `SELECT workspace_id, (created_at AT TIME ZONE 'UTC')::date AS day, object_type, blockchain, risk_level, count(*)::int AS n
         FROM screening_events GROUP BY 1,2,3,4,5`,
    ],
    [
      `SELECT workspace_id, day, object_type, level, workflow_stage_id, sum(n)::int AS n FROM dashboard_alerts GROUP BY 1,2,3,4,5`,
      `SELECT workspace_id, (opened_at AT TIME ZONE 'UTC')::date AS day, object_type, level, workflow_stage_id, count(*)::int AS n
         FROM alerts GROUP BY 1,2,3,4,5`,
    ],
    [
      `SELECT workspace_id, day, bucket, sum(n)::int AS n FROM dashboard_alert_closes GROUP BY 1,2,3`,
      `SELECT workspace_id, (closed_at AT TIME ZONE 'UTC')::date AS day,
              CASE WHEN closed_at - opened_at < interval '24 hours' THEN 0
                   WHEN closed_at - opened_at < interval '48 hours' THEN 1 ELSE 2 END AS bucket, count(*)::int AS n
         FROM alerts WHERE closed_at IS NOT NULL GROUP BY 1,2,3`,
    ],
    [
      `SELECT workspace_id, day, rule_id, sum(n)::int AS n FROM dashboard_rule_firings GROUP BY 1,2,3`,
      `SELECT i.workspace_id, (i.created_at AT TIME ZONE 'UTC')::date AS day, a.rule_id, count(*)::int AS n
         FROM alert_items i JOIN alerts a ON a.id = i.alert_id GROUP BY 1,2,3`,
    ],
    [
      `SELECT workspace_id, object_type, risk_level, sum(n)::int AS n FROM dashboard_live GROUP BY 1,2,3`,
      `SELECT workspace_id, 'address' AS object_type, risk_level, count(*)::int AS n FROM screened_addresses WHERE archived_at IS NULL GROUP BY 1,3
       UNION ALL SELECT workspace_id, 'transaction', risk_level, count(*)::int FROM screened_transactions WHERE archived_at IS NULL GROUP BY 1,3
       UNION ALL SELECT workspace_id, 'customer', risk_level, count(*)::int FROM customers WHERE archived_at IS NULL GROUP BY 1,3`,
    ],
  ];
  const found: unknown[] = [];
  for (const [rollup, rows] of pairs) {
    // Groups that sum to 0 in the rollup are groups with no row.
    const diff = await sql
      .raw(
        `(SELECT * FROM (${rollup}) r WHERE n <> 0 EXCEPT ${rows}) UNION ALL (${rows} EXCEPT SELECT * FROM (${rollup}) r)`,
      )
      .execute(db);
    found.push(...diff.rows);
  }
  return found;
}

describe('migration 0024 (dashboard rollups)', () => {
  it('backfills the rollups and keeps them equal to the rows through every kind of write', async () => {
    handle = await openPglite({});
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0023_uploads')).error).toBeUndefined();
    await seedDemoOrganisation(db, 'Migration-password1');
    const ws = (await sql<{ id: number }>`SELECT id FROM workspaces LIMIT 1`.execute(db)).rows[0]?.id ?? 0;
    const seed = async () => {
      await sql
        .raw(`INSERT INTO screening_events (workspace_id, object_type, blockchain, identifier, risk_level, duration_ms, created_at)
          SELECT ${ws}, CASE WHEN g % 2 = 0 THEN 'address' ELSE 'transaction' END, g % 4, 'x' || g, g % 6, 1,
                 timestamptz '2026-03-01' + g * interval '7 hours' FROM generate_series(1, 200) g`)
        .execute(db);
      await sql
        .raw(`INSERT INTO screened_addresses (workspace_id, blockchain, identifier, risk_level, result, created_at, last_screened_time)
          SELECT ${ws}, 1, 'addr-' || g || '-' || random(), g % 6, '{}', now(), now() FROM generate_series(1, 30) g`)
        .execute(db);
      await sql
        .raw(`INSERT INTO alerts (workspace_id, object_type, object_id, blockchain, identifier, rule_id, level, workflow_stage_id,
                                  opened_at, updated_at, latest_item_body)
          SELECT ${ws}, 'address', g, 1, 'addr', (SELECT min(id) FROM rules WHERE workspace_id = ${ws}) + g % 3, 1 + g % 5,
                 (SELECT id FROM workflow_stages WHERE workspace_id = ${ws} ORDER BY id OFFSET g % 5 LIMIT 1),
                 timestamptz '2026-03-01' + g * interval '5 hours', now(), '[]'
          FROM generate_series(1, 60) g`)
        .execute(db);
      await sql
        .raw(`INSERT INTO alert_items (alert_id, workspace_id, identifier, body, created_at)
          SELECT id, workspace_id, identifier, '[]', opened_at + interval '1 hour' FROM alerts`)
        .execute(db);
    };
    await seed();
    expect((await migrator.migrateTo('0024_dashboard')).error).toBeUndefined();
    expect(await mismatches(db)).toEqual([]);
    const rollupRows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM dashboard_alerts`.execute(db);
    expect(rollupRows.rows[0]?.n).toBeGreaterThan(0);

    await seed();
    const closed = (
      await sql<{
        id: number;
      }>`SELECT id FROM workflow_stages WHERE workspace_id = ${ws} AND category = 2 LIMIT 1`.execute(db)
    ).rows[0]?.id;
    await sql`UPDATE alerts SET workflow_stage_id = ${closed} WHERE id % 3 = 0`.execute(db);
    await sql`UPDATE alerts SET level = 5 WHERE id % 4 = 0`.execute(db);
    await sql`UPDATE alerts SET updated_at = now()`.execute(db);
    await sql`UPDATE screened_addresses SET risk_level = 4 WHERE id % 2 = 0`.execute(db);
    await sql`UPDATE screened_addresses SET archived_at = now() WHERE id % 5 = 0`.execute(db);
    await sql`DELETE FROM screened_addresses WHERE id % 7 = 0`.execute(db);
    await sql`DELETE FROM alerts WHERE id % 11 = 0`.execute(db);
    await sql`DELETE FROM screening_events WHERE id % 13 = 0`.execute(db);
    expect(await mismatches(db)).toEqual([]);
    const closedAt = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM alerts WHERE workflow_stage_id = ${closed} AND closed_at IS NULL`.execute(
      db,
    );
    expect(closedAt.rows[0]?.n).toBe(0);
  }, 120_000);
});
