import { endpoints } from '@riskscreen/shared';
import { sql } from 'kysely';
import { type Db, type DbHandle, openPglite } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { creditsUsed } from '../src/modules/accounts/index.ts';
import { compactEveryWorkspace } from '../src/modules/reporting/index.ts';
import { dayIn } from '../src/modules/rules/index.ts';
import { DEMO_ACCOUNTS } from '../src/modules/workspaces/index.ts';
import { seedBenchOrganisation, startBenchApp } from './harness/bench-app.ts';
import { BENCH_DATABASES, DEFAULT_BENCH_PG_URL, onPostgresDatabase } from './harness/databases.ts';
import { quantiles, timeCalls } from './harness/quantiles.ts';

/**
 * The dashboard through the HTTP API on one workspace of BENCH_SCREENINGS (default 1,000,000) screening events and
 * BENCH_ALERTS (default 100,000) alerts over two years, with live addresses, transactions, customers, alert items
 * and cases, all inserted in bulk SQL (generate_series; the rollups follow by their triggers). Each widget call
 * BENCH_RUNS times (default 50) after a warm-up, cycling through the picker's presets with refresh=true (so the
 * kept presets are recomputed too), in Paris time: p50/p95/p99, on PGlite and on a fresh PostgreSQL database
 * (dropped afterwards). BENCH_DATABASES pglite, postgres or both; BENCH_PG_URL the server.
 */
const SCREENINGS = Number(process.env.BENCH_SCREENINGS ?? 1_000_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 3;
const TARGET_P95_MS = 300;
const TIME_ZONE = 'Europe/Paris';
const PG_URL = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? DEFAULT_BENCH_PG_URL;
const BATCH = 100_000;

export async function run(): Promise<void> {
  console.log(
    `${SCREENINGS} screenings and ${ALERTS} alerts in one workspace, ${RUNS} runs per call (${BENCH_DATABASES.join(', ')})`,
  );
  if (BENCH_DATABASES.includes('pglite')) await measure('PGlite', await openPglite({}));
  if (BENCH_DATABASES.includes('postgres'))
    await onPostgresDatabase(PG_URL, `rs_dashboard_bench_${process.pid}`, (handle) =>
      measure('PostgreSQL', handle),
    );
}

/** The demo organisation, then the bench's rows in bulk, spread over the two years before now. */
export async function seedWorld(db: Db): Promise<{ workspaceId: number; userId: number }> {
  await seedBenchOrganisation(db);
  const { id: ws } = await db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const span = "interval '730 days'";
  const live = Math.round(SCREENINGS / 4);
  await sql
    .raw(`INSERT INTO screened_addresses (workspace_id, blockchain, identifier, risk_level, result, created_at, last_screened_time)
      SELECT ${ws}, g % 12, 'addr-' || g, g % 6, '{}', now() - random() * ${span}, now() FROM generate_series(1, ${live}) g`)
    .execute(db);
  await sql
    .raw(`INSERT INTO screened_transactions (workspace_id, blockchain, identifier, risk_level, result, created_at, last_screened_time)
      SELECT ${ws}, g % 12, 'tx-' || g, (g * 7) % 6, '{}', now() - random() * ${span}, now() FROM generate_series(1, ${Math.round(live / 3)}) g`)
    .execute(db);
  await sql
    .raw(`INSERT INTO customers (workspace_id, customer_id, risk_level, created_at, updated_at)
      SELECT ${ws}, 'CUST-' || g, g % 6, now(), now() FROM generate_series(1, 20000) g`)
    .execute(db);
  for (let start = 0; start < SCREENINGS; start += BATCH) {
    await sql
      .raw(`INSERT INTO screening_events (workspace_id, object_type, blockchain, identifier, risk_level, duration_ms, created_at)
        SELECT ${ws}, CASE WHEN g % 3 = 0 THEN 'transaction' ELSE 'address' END, (g * 7) % 12, 'id-' || g, g % 6, 5,
               now() - random() * ${span}
        FROM generate_series(${start + 1}, ${Math.min(SCREENINGS, start + BATCH)}) g`)
      .execute(db);
  }
  const stages = await db
    .selectFrom('workflow_stages')
    .select(['id', 'category'])
    .where('workspace_id', '=', ws)
    .execute();
  const stageIds = `ARRAY[${stages.map((s) => s.id).join(',')}]`;
  const closedIds = `ARRAY[${stages
    .filter((s) => s.category === 2)
    .map((s) => s.id)
    .join(',')}]`;
  const rules = await db.selectFrom('rules').select('id').where('workspace_id', '=', ws).execute();
  const ruleIds = `ARRAY[${rules.map((r) => r.id).join(',')}]`;
  await sql
    .raw(`INSERT INTO alerts (workspace_id, object_type, object_id, blockchain, identifier, rule_id, level, workflow_stage_id,
                              opened_at, updated_at, latest_item_body, latest_context, closed_at)
      SELECT ${ws}, x.kind, 1 + g % ${live}, 1, 'addr-' || g, (${ruleIds})[1 + g % ${rules.length}], 1 + g % 5, x.stage,
             x.opened, x.opened, '[]', NULL,
             CASE WHEN x.stage = ANY(${closedIds}) THEN x.opened + random() * interval '96 hours' END
      FROM generate_series(1, ${ALERTS}) g,
           LATERAL (SELECT CASE WHEN g % 4 = 0 THEN 'transaction' ELSE 'address' END AS kind,
                           (${stageIds})[1 + (g * 13) % ${stages.length}] AS stage,
                           now() - random() * ${span} AS opened) x`)
    .execute(db);
  await sql
    .raw(`INSERT INTO alert_items (alert_id, workspace_id, identifier, body, created_at)
      SELECT a.id, a.workspace_id, a.identifier, '[]', a.opened_at + n * interval '1 hour'
      FROM alerts a, generate_series(0, a.id % 2) n WHERE a.workspace_id = ${ws}`)
    .execute(db);
  await sql
    .raw(`INSERT INTO cases (workspace_id, number, case_id, name, is_auto_created, status, created_at, updated_at)
      SELECT ${ws}, g, 'CASE-' || lpad(g::text, 6, '0'), 'Case ' || g, g % 3 = 0, 1 + g % 2,
             now() - random() * ${span}, now()
      FROM generate_series(1, 5000) g`)
    .execute(db);
  await sql
    .raw(`INSERT INTO case_entities (workspace_id, case_id, entity_type, object_id)
      SELECT c.workspace_id, c.id, 'address', (SELECT min(id) FROM screened_addresses) + c.number
      FROM cases c WHERE c.workspace_id = ${ws}`)
    .execute(db);
  await sql.raw(`UPDATE case_settings SET next_case_number = 5001 WHERE workspace_id = ${ws}`).execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS[1]!.email)
    .executeTakeFirstOrThrow();
  return { workspaceId: ws, userId: user.id };
}

/** A yyyy-MM-dd day `count` days later (earlier when negative). */
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The picker's presets (spec part 1 §2 Dashboard) as start and end dates in the bench's time zone. */
function presetRanges(): [string, string][] {
  const today = dayIn(TIME_ZONE, new Date());
  const month = today.slice(0, 8);
  const lastMonthEnd = addDays(`${month}01`, -1);
  const year = Number(today.slice(0, 4));
  return [
    ...[7, 30, 60, 90, 180, 365].map((days): [string, string] => [addDays(today, 1 - days), today]),
    [`${lastMonthEnd.slice(0, 8)}01`, lastMonthEnd],
    [`${month}01`, today],
    [`${year - 1}-01-01`, `${year - 1}-12-31`],
    [`${year}-01-01`, today],
  ];
}

const WIDGETS = [
  'addresses',
  'transactions',
  'customers',
  'entities',
  'cases',
  'rules',
  'alerts',
  'alertsEntity',
  'alertsResolutionRecord',
] as const;

async function measure(label: string, handle: DbHandle): Promise<void> {
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    const world = await seedWorld(db);
    console.log(`${label}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const { app, token } = await startBenchApp(handle, { userId: world.userId });
    const ranges = presetRanges();
    const missed: string[] = [];
    for (const widget of WIDGETS) {
      const path = endpoints.dashboard[widget].path;
      const call = async (i: number) => {
        const [start, end] = ranges[i % ranges.length]!;
        const res = await app.inject({
          method: 'GET',
          url: `${path}?workspace=demo&start_date=${start}&end_date=${end}&refresh=true`,
          headers: { authorization: `Bearer ${token}`, 'x-timezone': TIME_ZONE },
        });
        if (res.statusCode !== 200) throw new Error(`${widget}: ${res.statusCode} ${res.body}`);
      };
      const at = quantiles(await timeCalls({ warmUp: WARM_UP, runs: RUNS }, call));
      if (at(0.95) > TARGET_P95_MS) missed.push(widget);
      console.log(
        `${label.padEnd(10)} ${path.padEnd(50)} p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
          `p99 ${at(0.99).toFixed(1)} ms`,
      );
    }
    console.log(
      missed.length
        ? `${label}: p95 over ${TARGET_P95_MS} ms: ${missed.join('; ')}`
        : `${label}: every call within p95 ${TARGET_P95_MS} ms`,
    );
    await measureCreditCount(label, db, world.workspaceId);
    await app.close();
  } finally {
    await handle.close();
  }
}

/**
 * The credit count every screening under a credit limit pays (billing's creditsUsed: the rollup's days and the
 * first day's events) against counting the period's events, over the seeded year of screenings, half-way through
 * a day; the rollups compacted as the dashboard's job leaves them.
 */
async function measureCreditCount(label: string, db: Db, workspaceId: number): Promise<void> {
  await compactEveryWorkspace(db);
  const { organization_id: org } = await db
    .selectFrom('workspaces')
    .select('organization_id')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const since = new Date(Date.now() - 365 * 86_400_000);
  const counted = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM screening_events e JOIN workspaces w ON w.id = e.workspace_id
          WHERE w.organization_id = ${org} AND e.created_at >= ${since}`.execute(db)
      ).rows[0]!.n,
    );
  const expected = await counted();
  if ((await creditsUsed(db, org, since)) !== expected)
    throw new Error('the credit count differs from the events');
  for (const [name, count] of [
    ['credit count (rollup)', () => creditsUsed(db, org, since)],
    ['credit count (events)', counted],
  ] as const) {
    const at = quantiles(await timeCalls({ warmUp: WARM_UP, runs: RUNS }, count));
    console.log(
      `${label.padEnd(10)} ${`${name}, ${expected} screenings in the period`.padEnd(50)} p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
    );
  }
}
