import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { markSynced, refreshAddressFacts, writeBlocks } from '../src/chain/store/index.ts';
import { type Db, type DbHandle, openPglite } from '../src/db/client.ts';
import { createChainAccess, workspaceTraceSettings } from '../src/modules/exposure/index.ts';
import { followChanges, monitoredTargets } from '../src/modules/monitoring/index.ts';
import { seedDemoWorld } from './harness/bench-app.ts';
import { BENCH_DATABASES, BENCH_PG_URL, onPostgresDatabase } from './harness/databases.ts';
import { quantiles } from './harness/quantiles.ts';
import { random } from './harness/random.ts';
import { profilePgStatements, profileStatements } from './statement-profile.ts';

/**
 * The monitor (issue 30): a workspace monitoring `--monitored` addresses (level 1: that many screened addresses,
 * seeded with one INSERT … SELECT from the demo world's Ethereum addresses, padded with synthetic ones) on the
 * `--scale` demo world; then `--blocks` blocks of `--transfers` new Ethereum transfers each (a quarter touching
 * monitored addresses, one from a sanctioned demo address to a monitored one, the rest between unmonitored and
 * fresh addresses). Each block is stored as the sync stores it (writeBlocks, address facts, markSynced) and the
 * monitor job's function (followChanges) is run at once; the time from the block's arrival to its alert items
 * written is printed with the addresses touched and re-screened against the monitored total. The first block is a
 * warm-up (the chain graph loads), left out of the median/p95.
 *
 * Options (argument or environment): --monitored / BENCH_MONITORED (default 100,000), --scale / BENCH_SCALE
 * (default 1: the 10× world takes ~10 min or more to generate on PGlite; pass --scale 10 for the target),
 * --blocks / BENCH_BLOCKS (default 5), --transfers / BENCH_BLOCK_TRANSFERS (default 200); BENCH_DATABASES pglite,
 * postgres or both; BENCH_PG_URL the server; BENCH_PGLITE_DIR an embedded database folder, BENCH_PG_DATABASE a
 * database of that server, kept between runs (the world is generated only when it has none).
 */
function option(name: string, env: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? process.argv[at + 1] : process.env[env];
  return value === undefined ? fallback : Number(value);
}
const MONITORED = option('monitored', 'BENCH_MONITORED', 100_000);
const SCALE = option('scale', 'BENCH_SCALE', 1);
const BLOCKS = option('blocks', 'BENCH_BLOCKS', 5);
const TRANSFERS = option('transfers', 'BENCH_BLOCK_TRANSFERS', 200);
const TARGET_S = 5;
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR;
const PG_DATABASE = process.env.BENCH_PG_DATABASE;
const NOW = new Date('2026-11-01T00:00:00Z');
const ETH = 1;
/** BENCH_PROFILE=1: print where the database's time went during the measured blocks (statement-profile.ts). */
const PROFILE = process.env.BENCH_PROFILE === '1';

export async function run(): Promise<void> {
  console.log(
    `demo world scale ${SCALE}, ${MONITORED} monitored addresses, ${BLOCKS} blocks (+1 warm-up) of ` +
      `${TRANSFERS} transfers (${BENCH_DATABASES.join(', ')})`,
  );
  if (BENCH_DATABASES.includes('pglite')) {
    const dataDir = PGLITE_DIR;
    await measure('PGlite', await openPglite(dataDir ? { dataDir } : {}), Boolean(dataDir));
  }
  if (!BENCH_DATABASES.includes('postgres')) return;
  // BENCH_PG_DATABASE: a database kept between runs (like BENCH_PGLITE_DIR), else one of the run's own.
  const keep = PG_DATABASE !== undefined;
  await onPostgresDatabase(
    BENCH_PG_URL,
    PG_DATABASE ?? `rs_monitor_bench_${process.pid}`,
    (handle) => measure('PostgreSQL', handle, keep),
    { keep },
  );
}
const hex = (rand: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(rand() * 16).toString(16)).join('');

/** Level 1 in the demo workspace (no duration), monitoring off elsewhere; MONITORED screened addresses. */
async function seedMonitored(db: Db, workspaceId: number): Promise<void> {
  await db.updateTable('workspaces').set({ continuous_monitoring_level: 0 }).execute();
  await db
    .updateTable('workspaces')
    .set({ continuous_monitoring_level: 1, continuous_monitoring_days: null })
    .where('id', '=', workspaceId)
    .execute();
  const existing = await db
    .selectFrom('screened_addresses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  const wanted = Math.max(0, MONITORED - Number(existing.n));
  // Real Ethereum addresses of the world first (unlabelled, so the monitored ones are clean), in a stable order.
  await sql`
    INSERT INTO screened_addresses (workspace_id, blockchain, identifier, destination_tag, customer_id,
      customer_type, result, screened_by, created_at, last_screened_time)
    SELECT ${workspaceId}, a.blockchain, a.address, NULL, NULL, 1, '{}', NULL, now(), now()
    FROM chain_addresses a
    WHERE a.blockchain = ${ETH} AND a.token_account_owner IS NULL AND a.address <> ''
      AND NOT EXISTS (SELECT 1 FROM labels l WHERE l.address = a.address)
      AND NOT EXISTS (SELECT 1 FROM screened_addresses s WHERE s.workspace_id = ${workspaceId}
        AND s.blockchain = a.blockchain AND s.identifier = a.address AND s.archived_at IS NULL)
    ORDER BY md5(a.address) LIMIT ${wanted}`.execute(db);
  const now = await db
    .selectFrom('screened_addresses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  const padding = Math.max(0, MONITORED - Number(now.n));
  if (padding > 0)
    await sql`
      INSERT INTO screened_addresses (workspace_id, blockchain, identifier, destination_tag, customer_id,
        customer_type, result, screened_by, created_at, last_screened_time)
      SELECT ${workspaceId}, ${ETH}, '0x' || substr(md5('bench' || i) || md5('pad' || i), 1, 40), NULL, NULL, 1,
        '{}', NULL, now(), now()
      FROM generate_series(1, ${padding}) AS i`.execute(db);
  // PGlite runs no autovacuum and a bulk load outruns PostgreSQL's (db/planner-statistics.ts): refresh once.
  await sql`VACUUM ANALYZE screened_addresses, chain_addresses, transfers, workspaces`.execute(db);
}

type Pools = { monitored: string[]; unmonitored: string[]; sanctioned: string };

async function poolsOf(db: Db, workspaceId: number): Promise<Pools> {
  const sanctioned = await sql<{ address: string }>`
    SELECT l.address FROM labels l JOIN entities e ON e.id = l.entity_id
    WHERE e.category = 'Sanctions' AND l.blockchain = ${ETH} AND l.address IS NOT NULL
      AND l.ended_by_import IS NULL ORDER BY l.id LIMIT 1`.execute(db);
  const address = sanctioned.rows[0]?.address;
  if (!address) throw new Error('The demo world has no sanctioned Ethereum address');
  const monitored = await sql<{ identifier: string }>`
    SELECT s.identifier FROM screened_addresses s JOIN chain_addresses a
      ON a.blockchain = s.blockchain AND a.address = s.identifier
    WHERE s.workspace_id = ${workspaceId} AND s.blockchain = ${ETH} AND s.archived_at IS NULL
    ORDER BY md5(s.identifier) LIMIT 5000`.execute(db);
  const unmonitored = await sql<{ address: string }>`
    SELECT a.address FROM chain_addresses a
    WHERE a.blockchain = ${ETH} AND a.token_account_owner IS NULL AND a.address <> ''
      AND NOT EXISTS (SELECT 1 FROM screened_addresses s WHERE s.workspace_id = ${workspaceId}
        AND s.blockchain = a.blockchain AND s.identifier = a.address)
    ORDER BY md5(a.address) LIMIT 5000`.execute(db);
  return {
    sanctioned: address,
    monitored: monitored.rows.map((r) => r.identifier),
    unmonitored: unmonitored.rows.map((r) => r.address),
  };
}

/** One block: one from the sanctioned address to a monitored one, a quarter touching monitored, the rest not. */
function blockTransfers(rand: () => number, pools: Pools, index: number) {
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)] ?? `0x${hex(rand, 40)}`;
  const fresh = () => `0x${hex(rand, 40)}`;
  const transfers: { from: string; to: string; amount: string }[] = [
    {
      from: pools.sanctioned,
      to: pools.monitored[index % Math.max(1, pools.monitored.length)] ?? fresh(),
      amount: '5',
    },
  ];
  for (let i = 1; i < TRANSFERS; i++) {
    const amount = (rand() * 3).toFixed(4);
    const share = i / TRANSFERS;
    if (share < 0.25)
      transfers.push(
        rand() < 0.5
          ? { from: fresh(), to: pick(pools.monitored), amount }
          : { from: pick(pools.monitored), to: fresh(), amount },
      );
    else if (share < 0.5) transfers.push({ from: pick(pools.unmonitored), to: fresh(), amount });
    else transfers.push({ from: fresh(), to: fresh(), amount });
  }
  return transfers;
}

const maxId = async (db: Db, table: 'alert_items' | 'alerts' | 'monitor_rescreens') =>
  Number(
    (await sql<{ id: string | null }>`SELECT max(id)::text AS id FROM ${sql.table(table)}`.execute(db))
      .rows[0]?.id ?? 0,
  );

/** reuse: the database is kept between runs, so the world is generated only when it has none. */
async function measure(label: string, handle: DbHandle, reuse = false): Promise<void> {
  const { db } = handle;
  try {
    const genS = (await seedDemoWorld(handle, { scale: SCALE, now: NOW, reuse })) / 1000;
    const workspace = await db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const seeding = performance.now();
    await seedMonitored(db, workspace.id);
    const seedS = (performance.now() - seeding) / 1000;
    const counting = performance.now();
    const monitoredTotal = (await monitoredTargets(db, { among: 'all', now: new Date() })).length;
    const countS = (performance.now() - counting) / 1000;
    const maxHops = (await workspaceTraceSettings(db, workspace.id)).maxHops;
    console.log(
      `${label}: world generated in ${genS.toFixed(1)} s; ${monitoredTotal} monitored addresses seeded in ` +
        `${seedS.toFixed(1)} s (listing them all: ${countS.toFixed(1)} s); hop limit ${maxHops}`,
    );

    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const deps = { db, chains: createChainAccess(db) };
    // The monitor's first run takes the feeds' ends: it follows from here.
    await followChanges(deps, { log });
    const pools = await poolsOf(db, workspace.id);
    const rand = random(20261202);
    const last = await sql<{ n: number | null }>`
      SELECT max(block_number) AS n FROM chain_transactions WHERE blockchain = ${ETH}`.execute(db);
    let blockNumber = Number(last.rows[0]?.n ?? 20_000_000);
    const totals: number[] = [];
    let profile: ReturnType<typeof profileStatements> | undefined;
    for (let b = 0; b <= BLOCKS; b++) {
      // The warm-up block's loading is left out of the profile as of the figures.
      if (b === 1 && PROFILE)
        profile = handle.pglite ? profileStatements(handle.pglite) : profilePgStatements(pg.Client);
      blockNumber += 1;
      const blockTime = new Date(NOW.getTime() - 3600_000 + b * 12_000);
      const transfers = blockTransfers(rand, pools, b);
      const itemsBefore = await maxId(db, 'alert_items');
      const alertsBefore = await maxId(db, 'alerts');
      const arrived = performance.now();
      const written = await writeBlocks(
        db,
        ETH,
        {
          native: { symbol: 'ETH', decimals: 18 },
          transactions: transfers.map((t, i) => ({
            hash: `0x${blockNumber.toString(16).padStart(16, '0')}${i.toString(16).padStart(8, '0')}${hex(rand, 40)}`,
            blockNumber,
            blockTime,
            transfers: [{ type: 1, assetSymbol: 'ETH', ...t }],
          })),
        },
        handle.pglite ? { pglite: handle.pglite } : {},
      );
      await refreshAddressFacts(db, ETH, [...written.addresses]);
      await markSynced(db, {
        blockchain: ETH,
        provider: 'bench',
        lastBlock: blockNumber,
        lastBlockTime: blockTime,
      });
      const stored = performance.now();
      const counts = await followChanges(deps, { log });
      const done = performance.now();
      const items = (await maxId(db, 'alert_items')) - itemsBefore;
      const alerts = (await maxId(db, 'alerts')) - alertsBefore;
      const totalS = (done - arrived) / 1000;
      if (b > 0) totals.push(totalS);
      console.log(
        `${label.padEnd(10)} block ${b === 0 ? 'warm-up' : String(b).padStart(7)}: ${counts.transfers} transfers, ` +
          `${counts.touched} addresses touched, ${counts.rescreened} re-screened (${counts.failed} failed) of ` +
          `${monitoredTotal} monitored, ${items} alert items (${alerts} new alerts); ` +
          `${totalS.toFixed(2)} s from block to items (stored ${((stored - arrived) / 1000).toFixed(2)} s, ` +
          `monitor ${((done - stored) / 1000).toFixed(2)} s)`,
      );
    }
    profile?.print();
    const at = quantiles(totals);
    console.log(
      `${label}: block to alert items over ${totals.length} blocks: median ${at(0.5).toFixed(2)} s, ` +
        `p95 ${at(0.95).toFixed(2)} s, max ${(totals.at(-1) ?? Number.NaN).toFixed(2)} s; target ≤ ${TARGET_S} s ` +
        `${at(0.95) <= TARGET_S ? 'met' : 'NOT met'} (scale ${SCALE}, ${monitoredTotal} monitored)`,
    );
  } finally {
    await handle.close();
  }
}
