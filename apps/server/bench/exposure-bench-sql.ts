import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { BenchGraph } from './exposure-bench-graph.ts';

/** The haircut computed by PostgreSQL itself, for the side-by-side figure. */
export type SqlExposure = { total: number; entityValues: Map<number, [number, number]> };

export type SqlBench = {
  traceIncoming(origin: number, maxHops: number): Promise<SqlExposure>;
  /** CPU seconds used so far by the PostgreSQL backend serving us (undefined when not on this machine). */
  backendCpuSeconds(): number | undefined;
  close(): Promise<void>;
};

const BATCH = 100_000;

/**
 * The same computation as the core's incoming trace, as one recursive query: a path walk where each step takes
 * the source's share of the intermediary's inflow, ending at attributed addresses, megahubs, the origin, dead ends
 * or the hop limit. PostgreSQL cannot aggregate inside the recursive term, so it walks paths, not layers.
 */
const TRACE_SQL = `
WITH RECURSIVE walk(node, hop, mass) AS (
  SELECT p.src, 1, p.traced FROM pair p WHERE p.dst = $1 AND p.traced > 0
  UNION ALL
  SELECT p.src, w.hop + 1, w.mass * p.traced / n.in_total
  FROM walk w
  JOIN node n ON n.id = w.node
  JOIN pair p ON p.dst = w.node
  WHERE w.hop < $2 AND w.node <> $1 AND n.class = -1 AND n.in_total > 0 AND p.traced > 0
)
SELECT n.class AS entity, w.hop > 1 AS indirect, sum(w.mass) AS value
FROM walk w JOIN node n ON n.id = w.node
WHERE n.class >= 0 AND w.node <> $1
GROUP BY 1, 2`;

export async function openSqlBench(
  graph: BenchGraph,
  nodeOfInput: Int32Array,
  nodeClass: Int32Array,
  minEdgeUsd: number,
  log: (line: string) => void,
): Promise<SqlBench> {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await client.connect();
  const schema = `exposure_bench_${process.pid}`;
  let backendPid: number | undefined;
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(`SET search_path TO ${schema}`);
    const started = performance.now();
    await client.query(
      'CREATE UNLOGGED TABLE transfer (src int4 NOT NULL, dst int4 NOT NULL, value float8 NOT NULL)',
    );
    const { from, to, valueUsd } = graph.transfers;
    for (let start = 0; start < from.length; start += BATCH) {
      const end = Math.min(from.length, start + BATCH);
      await client.query('INSERT INTO transfer SELECT * FROM unnest($1::int4[], $2::int4[], $3::float8[])', [
        Array.from(from.subarray(start, end), (i) => nodeOfInput[i]!),
        Array.from(to.subarray(start, end), (i) => nodeOfInput[i]!),
        Array.from(valueUsd.subarray(start, end)),
      ]);
    }
    await client.query(`CREATE UNLOGGED TABLE pair AS
      SELECT src, dst, sum(value) AS value, coalesce(sum(value) FILTER (WHERE value >= ${Number(minEdgeUsd)}), 0) AS traced
      FROM transfer WHERE src <> dst AND value > 0 GROUP BY src, dst`);
    await client.query('DROP TABLE transfer');
    await client.query(
      'CREATE UNLOGGED TABLE node (id int4 PRIMARY KEY, class int4 NOT NULL, in_total float8 NOT NULL DEFAULT 0)',
    );
    for (let start = 0; start < nodeClass.length; start += BATCH) {
      const end = Math.min(nodeClass.length, start + BATCH);
      const ids = Array.from({ length: end - start }, (_, i) => start + i);
      await client.query('INSERT INTO node (id, class) SELECT * FROM unnest($1::int4[], $2::int4[])', [
        ids,
        Array.from(nodeClass.subarray(start, end)),
      ]);
    }
    await client.query(`UPDATE node n SET in_total = t.total
      FROM (SELECT dst, sum(value) AS total FROM pair GROUP BY dst) t WHERE n.id = t.dst`);
    await client.query('CREATE INDEX pair_by_dst ON pair (dst) INCLUDE (src, traced) WHERE traced > 0');
    await client.query('CREATE INDEX pair_dst_all ON pair (dst) INCLUDE (value)');
    await client.query('VACUUM ANALYZE pair');
    await client.query('VACUUM ANALYZE node');
    await client.query("SET statement_timeout = '300s'");
    const pidRow = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    backendPid = pidRow.rows[0]?.pid;
    log(`    PostgreSQL load (multi-row unnest inserts, pair aggregation, indexes): ${seconds(started)} s`);
  } catch (error) {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await client.end();
    throw error;
  }

  return {
    async traceIncoming(origin, maxHops) {
      const totalRow = await client.query<{ total: number | null }>(
        'SELECT sum(value) AS total FROM pair WHERE dst = $1',
        [origin],
      );
      const rows = await client.query<{ entity: number; indirect: boolean; value: number }>(TRACE_SQL, [
        origin,
        maxHops,
      ]);
      const entityValues = new Map<number, [number, number]>();
      for (const row of rows.rows) {
        const values = entityValues.get(row.entity) ?? [0, 0];
        values[row.indirect ? 1 : 0] += row.value;
        entityValues.set(row.entity, values);
      }
      return { total: totalRow.rows[0]?.total ?? 0, entityValues };
    },
    backendCpuSeconds() {
      return backendPid === undefined ? undefined : processCpuSeconds(backendPid);
    },
    async close() {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** utime + stime of a local process from /proc (the server runs on this machine in the benchmark setup). */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at field 3 (state): utime is field 14, stime 15.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
