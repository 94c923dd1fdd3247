import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import pino from 'pino';
import {
  attachChainStore,
  type ChainTransferRow,
  clickHouseInstalled,
  openChainStore,
  startLocalClickHouse,
} from '../src/chain/chain-store/index.ts';
import { copyRows } from '../src/chain/store/index.ts';
import { markSynced } from '../src/chain/store/reference-data.ts';
import { openPglite } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { MEGAHUB_DEGREE } from '../src/modules/exposure/index.ts';
import { seedBenchOrganisation, startBenchApp } from './harness/bench-app.ts';
import { quantiles } from './harness/quantiles.ts';
import { random, shuffledIndexes } from './harness/random.ts';

/**
 * The chain store on ClickHouse at scale: ingests BENCH_CHAIN_STORE_TRANSFERS synthetic Ethereum transfers (default
 * 10^6; the graph of the exposure benchmark: power-law senders and receivers over transfers / 5 addresses, values
 * log-uniform $1–$100k, 3% of addresses labelled, 0x addresses and transaction hashes as on the chain) into a local
 * ClickHouse server started here, then screens addresses through the HTTP API (PGlite for everything else) and
 * prints the ingest rate, the disk used, screening p50/p95/max (random addresses, and addresses next to a megahub)
 * and the process's memory. BENCH_CHAIN_STORE_DIR keeps the server's data folder (and reuses a loaded store on the
 * next run); BENCH_CHAIN_STORE_SCREENINGS (default 300) sets the number of screenings per kind; BENCH_CHAIN_STORE_HOPS
 * (default 3) the hop limit.
 *
 *   BENCH_CHAIN_STORE_TRANSFERS=1e8 BENCH_CHAIN_STORE_DIR=/work/ch-bench npm run bench -- chain-store
 */
const TRANSFERS = Number(process.env.BENCH_CHAIN_STORE_TRANSFERS ?? 1e6);
const SCREENINGS = Number(process.env.BENCH_CHAIN_STORE_SCREENINGS ?? 300);
const HOPS = Number(process.env.BENCH_CHAIN_STORE_HOPS ?? 3);
const DIR = process.env.BENCH_CHAIN_STORE_DIR;
const CHAIN = 1;
/** Transfers per INSERT, and inserts in flight at once. */
const PER_INSERT = 1_000_000;
const IN_FLIGHT = 2;
const NOW = new Date('2026-11-01T00:00:00Z');
const YEAR_S = 365 * 86_400;

/** One 32-bit word of the generator's hash of index `i`, `k`-th of its words. */
function mix(i: number, k: number): number {
  let h = Math.imul(i ^ (k * 0x9e3779b9), 0x85ebca6b) ^ (i >>> 13);
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 13)) >>> 0;
}

/** A 0x address per index (40 hex digits from a hash of the index: as random as real ones, so compressed alike). */
function benchAddress(i: number): string {
  let out = '0x';
  for (let k = 0; k < 5; k++) out += mix(i, k).toString(16).padStart(8, '0');
  return out;
}

const hashBytes = Buffer.alloc(32);

/** A transaction hash per transfer index (64 hex digits from the same hash; written as bytes: cheaper than hex). */
function txHash(i: number): string {
  for (let k = 0; k < 8; k++) hashBytes.writeUInt32LE(mix(i + 0x40000000, k), 4 * k);
  return hashBytes.toString('hex');
}

/** Addresses held as strings by their rank in the power law (the busiest first): the rest are made when drawn. */
const HELD_ADDRESSES = 4_000_000;

/**
 * The address of each power-law rank, senders' and receivers' (receivers' ranks go through a permutation so the
 * two sides' hubs differ). Making an address costs more than the rest of a transfer, and the busiest few ranks
 * stand in most transfers, so those are made once.
 */
function addressBook(
  n: number,
  permutation: Int32Array,
): { sender(r: number): string; receiver(r: number): string } {
  const held = Math.min(n, HELD_ADDRESSES);
  const senders = Array.from({ length: held }, (_, r) => benchAddress(r));
  const receivers = Array.from({ length: held }, (_, r) => benchAddress(permutation[r]!));
  return {
    sender: (r) => (r < held ? senders[r]! : benchAddress(r)),
    receiver: (r) => (r < held ? receivers[r]! : benchAddress(permutation[r]!)),
  };
}

export async function run(): Promise<void> {
  if (!clickHouseInstalled()) {
    console.log(
      'clickhouse-server is not installed (apt-get install -y clickhouse-server clickhouse-client)',
    );
    return;
  }
  const n = Math.max(10, Math.floor(TRANSFERS / 5));
  console.log(
    `${TRANSFERS.toExponential(0)} transfers over ${n.toLocaleString('en')} addresses, ${SCREENINGS} screenings ` +
      `per kind at ${HOPS} hops; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${execFileSync('nproc').toString().trim()} cores`,
  );
  const server = await startLocalClickHouse({ ...(DIR ? { dir: DIR } : {}), maxMemoryUsage: 6_000_000_000 });
  const store = openChainStore(`${server.url}/bench`);
  const handle = await openPglite({});
  try {
    await store.ready();
    const held = await store.counts(CHAIN);
    if (held.transfers !== TRANSFERS) {
      if (held.transfers > 0) await store.drop();
      await store.ready();
      await ingest(store, n, server);
    } else console.log(`reusing the ${held.transfers.toLocaleString('en')} transfers stored in ${DIR}`);
    const counts = await store.counts(CHAIN);
    const disk = await store.diskBytes();
    console.log(
      `stored: ${counts.transfers.toLocaleString('en')} transfers, ${counts.pairs.toLocaleString('en')} pairs, ` +
        `${counts.addresses.toLocaleString('en')} addresses; ${(disk / 2 ** 30).toFixed(2)} GiB on disk ` +
        `(${(disk / counts.transfers).toFixed(0)} bytes per transfer, every table)`,
    );

    const { db } = handle;
    await migrateToLatest(db);
    await seedBenchOrganisation(db);
    await labelAddresses(handle, n);
    await markSynced(db, { blockchain: CHAIN, provider: 'bench', lastBlock: TRANSFERS, lastBlockTime: NOW });
    await db.updateTable('workspaces').set({ max_hops: HOPS }).where('slug', '=', 'demo').execute();
    attachChainStore(db, store);
    // Errors only, to standard error: a refusal's cause is then in the run's output.
    const { app, token } = await startBenchApp(handle, {
      logger: pino({ level: 'error' }, pino.destination(2)),
    });
    const screen = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=demo',
        headers: { authorization: `Bearer ${token}` },
        payload: { identifier: address, currency: CHAIN },
      });

    const rnd = random(99);
    // Addresses drawn uniformly (most are quiet, as on a chain); megahubs themselves are timed apart.
    const randomAddresses = Array.from({ length: SCREENINGS }, () => benchAddress(Math.floor(n * rnd())));
    const hubs = await store.megahubs(CHAIN, MEGAHUB_DEGREE);
    const hubNeighbours = hubs.length
      ? (await store.pairFlows(CHAIN, 'in', hubs.slice(0, 50)))
          .map((f) => f.from)
          .filter((a) => !hubs.includes(a))
      : [];
    const adjacent = Array.from(
      { length: Math.min(SCREENINGS, hubNeighbours.length) },
      () => hubNeighbours[Math.floor(rnd() * hubNeighbours.length)]!,
    );
    console.log(`${hubs.length} megahubs (more than ${MEGAHUB_DEGREE} counterparties)`);
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    for (const a of randomAddresses.slice(0, 20)) await screen(a); // warm-up: code paths, not the data
    for (const [kind, addresses] of [
      ['random addresses', randomAddresses],
      ['next to a megahub', adjacent],
      ['megahubs', hubs.slice(0, Math.min(10, SCREENINGS))],
    ] as const) {
      const times: number[] = [];
      let failures = 0;
      for (const a of addresses) {
        const started = performance.now();
        const res = await screen(a);
        times.push(performance.now() - started);
        if (res.statusCode !== 200) {
          failures++;
          // The first refusal of each kind, so a run says why (status and the error's code or message).
          if (failures === 1)
            console.log(`  ${kind}: ${a} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }
      const quantile = quantiles(times, 0);
      const at = (q: number) => quantile(q).toFixed(0);
      console.log(
        `screening, ${kind.padEnd(17)}: ${times.length} (${failures} non-200), p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
          `max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
      );
    }
    clearInterval(sampler);
    console.log(
      `API process memory: peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB during the screenings; load average ` +
        loadavg()
          .map((l) => l.toFixed(1))
          .join(' '),
    );
    await app.close();
  } finally {
    await handle.close();
    await store.close();
    if (!DIR) await store.drop().catch(() => undefined);
    await server.stop();
  }
}

/** Streams the transfers into the store, IN_FLIGHT inserts at a time, and counts counterparties at the end. */
async function ingest(
  store: ReturnType<typeof openChainStore>,
  n: number,
  server: { cpuSeconds(): number },
): Promise<void> {
  const rnd = random(42);
  const permutation = shuffledIndexes(n, rnd);
  const madeAt = performance.now();
  const book = addressBook(n, permutation);
  console.log(
    `  the busiest ${Math.min(n, HELD_ADDRESSES).toLocaleString('en')} addresses of each side made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  );
  const batch = function* (first: number, count: number): Generator<ChainTransferRow> {
    for (let i = first; i < first + count; i++) {
      const a = Math.floor(n * rnd() ** 2.5);
      const rank = Math.floor(n * rnd() ** 2.5);
      // A transfer to itself moves to the next rank's receiver (as the generator always did: b + 1).
      const to = permutation[rank] === a ? benchAddress((a + 1) % n) : book.receiver(rank);
      const valueUsd = Math.round(10 ** (rnd() * 5) * 100) / 100;
      yield {
        blockchain: CHAIN,
        txId: 0,
        txHash: txHash(i),
        position: 0,
        type: 1,
        from: book.sender(a),
        to,
        assetSymbol: 'ETH',
        assetContract: '',
        amount: (valueUsd / 2000).toFixed(8),
        valueUsd,
        blockNumber: Math.floor(i / 150),
        blockTime: Math.floor(NOW.getTime() / 1000) - YEAR_S + Math.floor((i / TRANSFERS) * YEAR_S),
        countsIn: true,
        countsOut: true,
      };
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const serverCpu = server.cpuSeconds();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < TRANSFERS) {
      const first = next;
      const count = Math.min(PER_INSERT, TRANSFERS - first);
      next += count;
      done += await store.addTransfers(batch(first, count));
      if (done % (10 * PER_INSERT) === 0 || done === TRANSFERS) {
        const s = (performance.now() - started) / 1000;
        console.log(
          `  ${done.toLocaleString('en')} transfers in ${s.toFixed(0)} s (${(done / s).toFixed(0)}/s)`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const insertS = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const generatorCpu = (used.user + used.system) / 1e6;
  const clickhouseCpu = server.cpuSeconds() - serverCpu;
  console.log(
    `ingest CPU: ClickHouse ${clickhouseCpu.toFixed(1)} s (${Math.round(TRANSFERS / clickhouseCpu).toLocaleString('en')} ` +
      `transfers per CPU-second), generator and client ${generatorCpu.toFixed(1)} s; on 2 idle cores the wall rate ` +
      `is bounded by ${Math.round((2 * TRANSFERS) / (clickhouseCpu + generatorCpu)).toLocaleString('en')} transfers/s`,
  );
  const refresh = performance.now();
  await store.refreshDegrees(CHAIN);
  const refreshS = (performance.now() - refresh) / 1000;
  console.log(
    `ingest: ${TRANSFERS.toLocaleString('en')} transfers in ${insertS.toFixed(1)} s = ` +
      `${Math.round(TRANSFERS / insertS).toLocaleString('en')} transfers/s (flows and address activity kept by ` +
      `the engine as they arrive); counterparty counts of every address then in ${refreshS.toFixed(1)} s; ` +
      `both: ${Math.round(TRANSFERS / (insertS + refreshS)).toLocaleString('en')} transfers/s`,
  );
}

const CATEGORIES = [
  'Exchange',
  'Service',
  'DeFi',
  'Gambling',
  'Mining Pool',
  'Scam',
  'Darknet',
  'Coin Mixer',
  'Theft',
  'Sanctions',
] as const;

/** 3% of addresses labelled (in PostgreSQL, where attribution lives), the 5 busiest senders as exchanges. */
async function labelAddresses(handle: Awaited<ReturnType<typeof openPglite>>, n: number): Promise<void> {
  const { db } = handle;
  const entities = await db
    .insertInto('entities')
    .values(
      CATEGORIES.map((category, i) => ({
        name: `Bench ${category} ${i}`,
        category,
        subtype: null,
        description: '',
        sentiment: 1,
      })),
    )
    .returning(['id', 'category'])
    .execute();
  const rnd = random(7);
  const rows: Record<string, unknown>[] = [];
  const at = new Date('2024-01-01T00:00:00Z');
  const label = (i: number, entity: number) =>
    rows.push({
      blockchain: CHAIN,
      address: benchAddress(i),
      entity_id: entity,
      source: 'bench',
      confidence: 80,
      attributed_at: at,
    });
  for (let i = 0; i < 5; i++) label(i, entities[0]!.id);
  for (let i = 5; i < n; i++) if (rnd() < 0.03) label(i, entities[Math.floor(rnd() * entities.length)]!.id);
  for (let at0 = 0; at0 < rows.length; at0 += 100_000) {
    await copyRows(handle.pglite!, 'labels', rows.slice(at0, at0 + 100_000));
  }
  console.log(`${rows.length.toLocaleString('en')} labels in PostgreSQL`);
}
