import { ALERT_LIST_TABS } from '@riskscreen/shared';
import { sql } from 'kysely';
import { type Db, type DbHandle, openPglite } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_ACCOUNTS } from '../src/modules/workspaces/index.ts';
import { seedBenchOrganisation, startBenchApp } from './harness/bench-app.ts';
import { BENCH_DATABASES, BENCH_PG_URL, onPostgresDatabase } from './harness/databases.ts';
import { quantiles, timeCalls } from './harness/quantiles.ts';
import { random } from './harness/random.ts';

/**
 * The alert list through the HTTP API (auth, validation, query, presenting) on one workspace of BENCH_ALERTS
 * (default 100,000) alerts spread over stages, levels, assignees, rules and two years: p50/p95/p99 of the first
 * page of each tab without filters, with a level + stage filter and with a search, and of the tab counts, on PGlite
 * and on a fresh PostgreSQL database (dropped afterwards). BENCH_RUNS (default 50) per case after a warm-up;
 * BENCH_DATABASES pglite, postgres or both; BENCH_PG_URL the server.
 */
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 5;
const BATCH = 1_000;
const TARGET_P95_MS = 100;
const NOW = Date.parse('2026-11-01T00:00:00Z');
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

export async function run(): Promise<void> {
  console.log(`${ALERTS} alerts in one workspace, ${RUNS} runs per case (${BENCH_DATABASES.join(', ')})`);
  if (BENCH_DATABASES.includes('pglite')) await measure('PGlite', await openPglite({}));
  if (BENCH_DATABASES.includes('postgres'))
    await onPostgresDatabase(BENCH_PG_URL, `rs_alerts_bench_${process.pid}`, (handle) =>
      measure('PostgreSQL', handle),
    );
}

/** Pick by weight: [value, weight][]. */
function weighted<T>(rand: () => number, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let at = rand() * total;
  for (const [value, w] of choices) {
    at -= w;
    if (at < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const hex = (rand: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(rand() * 16).toString(16)).join('');

type World = { workspaceId: number; stages: Record<string, number>; userId: number; searchFragment: string };

/** The demo organisation, then screened objects and alerts inserted directly, BATCH rows per INSERT. */
export async function seedWorld(db: Db): Promise<World> {
  await seedBenchOrganisation(db);
  const workspace = await db
    .selectFrom('workspaces')
    .select('id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const workspaceId = workspace.id;
  const stageRows = await db
    .selectFrom('workflow_stages')
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const stages = Object.fromEntries(stageRows.map((s) => [s.name, s.id]));
  const members = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .execute();
  const rules = await db
    .selectFrom('rules as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .select(['r.id', 'r.alert_level', 'p.type'])
    .where('r.workspace_id', '=', workspaceId)
    .execute();
  const addressRules = rules.filter((r) => r.type === 1);
  const transactionRules = rules.filter((r) => r.type === 0);
  const rand = random(20261101);
  const at = new Date(NOW - TWO_YEARS_MS);

  const objects: { type: 'address' | 'transaction'; id: number; identifier: string; blockchain: number }[] =
    [];
  const addressCount = Math.max(1, Math.round(ALERTS / 5));
  const transactionCount = Math.max(1, Math.round(ALERTS / 20));
  for (let start = 0; start < addressCount; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, addressCount - start) }, (_, i) => ({
      workspace_id: workspaceId,
      blockchain: 1,
      identifier: `0x${hex(rand, 40)}`,
      destination_tag: null,
      customer_id: rand() < 0.5 ? `CUST-${start + i}` : null,
      customer_type: 1,
      result: '{}',
      screened_by: null,
      created_at: at,
      last_screened_time: at,
    }));
    const inserted = await db
      .insertInto('screened_addresses')
      .values(rows)
      .returning(['id', 'identifier'])
      .execute();
    for (const r of inserted)
      objects.push({ type: 'address', id: r.id, identifier: r.identifier, blockchain: 1 });
  }
  for (let start = 0; start < transactionCount; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, transactionCount - start) }, (_, i) => ({
      workspace_id: workspaceId,
      blockchain: 1,
      identifier: `0x${hex(rand, 64)}`,
      customer_id: `TXC-${start + i}`,
      customer_type: 2,
      customer_address: null,
      result: '{}',
      screened_by: null,
      created_at: at,
      last_screened_time: at,
    }));
    const inserted = await db
      .insertInto('screened_transactions')
      .values(rows)
      .returning(['id', 'identifier'])
      .execute();
    for (const r of inserted)
      objects.push({ type: 'transaction', id: r.id, identifier: r.identifier, blockchain: 1 });
  }

  const stageMix: [number, number][] = [
    [stages.Open!, 30],
    [stages['In Review']!, 15],
    [stages.Escalated!, 5],
    [stages['Closed – True Positive']!, 10],
    [stages['Closed – False Positive']!, 30],
    [stages.Inactive!, 10],
  ];
  const assigneeMix: [number | null, number][] = [
    [null, 40],
    ...members.map((m): [number, number] => [m.user_id, 10]),
  ];
  for (let start = 0; start < ALERTS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ALERTS - start) }, () => {
      const object = objects[Math.floor(rand() * objects.length)]!;
      const pool = object.type === 'address' ? addressRules : transactionRules;
      const rule = pool[Math.floor(rand() * pool.length)]!;
      const opened = NOW - Math.floor(rand() * TWO_YEARS_MS);
      return {
        workspace_id: workspaceId,
        object_type: object.type,
        object_id: object.id,
        blockchain: object.blockchain,
        identifier: object.identifier,
        rule_id: rule.id,
        level: 1 + Math.floor(rand() * 5),
        workflow_stage_id: weighted(rand, stageMix),
        assigned_to: weighted(rand, assigneeMix),
        opened_at: new Date(opened),
        updated_at: new Date(opened + Math.floor(rand() * 30 * 24 * 3600 * 1000)),
        latest_item_body: JSON.stringify([{ field: 'exposure', observed: 1, threshold: 0, passed: true }]),
        latest_context: JSON.stringify(null),
      };
    });
    await db.insertInto('alerts').values(rows).execute();
  }
  // PGlite runs no autovacuum and a bulk load outruns PostgreSQL's (db/planner-statistics.ts): refresh once.
  await sql`VACUUM ANALYZE alerts, screened_addresses, screened_transactions, rules, policies, workflow_stages`.execute(
    db,
  );
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS[1]!.email)
    .executeTakeFirstOrThrow();
  // A search for a part of one address: what an analyst pastes.
  const searchFragment = objects[0]!.identifier.slice(10, 18);
  return { workspaceId, stages, userId: user.id, searchFragment };
}

async function measure(label: string, handle: DbHandle): Promise<void> {
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    const world = await seedWorld(db);
    const seedMs = performance.now() - seeding;
    const { app, token } = await startBenchApp(handle, { userId: world.userId });
    console.log(`${label}: seeded in ${(seedMs / 1000).toFixed(1)} s`);

    const levelAndStage = `level=4,5&workflow_stage=${world.stages.Open},${world.stages['In Review']}`;
    const search = `q=${world.searchFragment}`;
    const cases: [string, string][] = [];
    for (const [filterLabel, filter] of [
      ['no filter', ''],
      ['level+stage', levelAndStage],
      ['q', search],
    ] as const) {
      for (const tab of ALERT_LIST_TABS) {
        cases.push([`list ${tab} ${filterLabel}`, `/resolutioncenter/api/v4/alerts/?tab=${tab}&${filter}`]);
      }
    }
    // A search that matches rule names: a large share of the alerts.
    cases.push(['list all q=exposure (rules)', '/resolutioncenter/api/v4/alerts/?q=exposure']);
    cases.push(['counts no filter', '/resolutioncenter/api/v4/alerts/tab-counts/?']);
    cases.push(['counts level+stage', `/resolutioncenter/api/v4/alerts/tab-counts/?${levelAndStage}`]);
    cases.push(['counts q', `/resolutioncenter/api/v4/alerts/tab-counts/?${search}`]);
    cases.push(['counts q=exposure (rules)', '/resolutioncenter/api/v4/alerts/tab-counts/?q=exposure']);

    const missed: string[] = [];
    for (const [name, path] of cases) {
      const call = () =>
        app.inject({
          method: 'GET',
          url: `${path}&workspace=demo`,
          headers: { authorization: `Bearer ${token}` },
        });
      let matched = 0;
      for (let i = 0; i < WARM_UP; i++) {
        const res = await call();
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        const body = res.json() as { count?: number; all?: number };
        matched = body.count ?? body.all ?? 0;
      }
      const at = quantiles(await timeCalls({ warmUp: 0, runs: RUNS }, call));
      if (at(0.95) > TARGET_P95_MS) missed.push(name);
      console.log(
        `${label.padEnd(10)} ${name.padEnd(30)} ${String(matched).padStart(6)} matching: ` +
          `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
      );
    }
    console.log(
      missed.length
        ? `${label}: p95 over ${TARGET_P95_MS} ms: ${missed.join('; ')}`
        : `${label}: every case within p95 ${TARGET_P95_MS} ms`,
    );
    await app.close();
  } finally {
    await handle.close();
  }
}
