import type { ClickHouseConnection } from './clickhouse-connection.ts';

/**
 * The chain store's tables in ClickHouse (18.16 syntax: no LowCardinality, no Nullable in keys, no query
 * parameters). One raw table, and three kept up to date by materialized views on every insert into it:
 *
 * - `transfers`: every value movement, ordered by receiver then sender (a pair's transfers sit together).
 * - `flows_in` / `flows_out`: one row per address pair (self-transfers left out) summed by the engine
 *   (AggregatingMergeTree: sum, count, smallest and largest transfer), ordered by receiver / by sender, so the
 *   pairs of one address on either side are one index range. A trace reads only these.
 * - `address_activity`: per address, first/last seen and per-side transaction counts and USD totals.
 * - `address_degree`: distinct counterparties per address (what makes a megahub), recomputed from the flows for
 *   the addresses a load touched (ReplacingMergeTree: the newest computation wins).
 *
 * With a cluster, each of these is a local table on every shard and `<name>_all` a Distributed table over them:
 * transfers are sharded by receiver, so a pair's transfers and its `flows_in` row live on one shard.
 */
export const CHAIN_TABLES = [
  'transfers',
  'flows_in',
  'flows_out',
  'address_activity',
  'address_degree',
] as const;
export type ChainTable = (typeof CHAIN_TABLES)[number];

/** Sharding expression of each table's Distributed form. */
const SHARD_BY: Record<ChainTable, string> = {
  transfers: 'cityHash64(to_address)',
  flows_in: 'cityHash64(to_address)',
  flows_out: 'cityHash64(from_address)',
  address_activity: 'cityHash64(address)',
  address_degree: 'cityHash64(address)',
};

/** No time recorded (an unconfirmed transaction): the first-seen and last-seen sentinels. */
export const NO_FIRST_SEEN = 4294967295;

function localStatements(db: string): string[] {
  const flows = (table: string, key: string) => `
    CREATE TABLE IF NOT EXISTS ${db}.${table} (
      blockchain UInt16, from_address String, to_address String,
      usd AggregateFunction(sum, Float64), transfer_count AggregateFunction(count),
      min_usd AggregateFunction(min, Float64), max_usd AggregateFunction(max, Float64)
    ) ENGINE = AggregatingMergeTree PARTITION BY blockchain ORDER BY (blockchain, ${key})
    SETTINGS index_granularity = 1024`;
  const flowsView = (table: string) => `
    CREATE MATERIALIZED VIEW IF NOT EXISTS ${db}.${table}_mv TO ${db}.${table} AS
    SELECT blockchain, from_address, to_address, sumState(value_usd) AS usd, countState() AS transfer_count,
      minState(value_usd) AS min_usd, maxState(value_usd) AS max_usd
    FROM ${db}.transfers WHERE from_address != to_address
    GROUP BY blockchain, from_address, to_address`;
  // Self-transfers (UTXO change) count for first/last seen only; the minting address '' is never an address.
  const activityView = (side: 'in' | 'out') => {
    const [self, other, counts] =
      side === 'in'
        ? ['to_address', 'from_address', 'counts_in']
        : ['from_address', 'to_address', 'counts_out'];
    return `
    CREATE MATERIALIZED VIEW IF NOT EXISTS ${db}.address_activity_${side}_mv TO ${db}.address_activity AS
    SELECT blockchain, ${self} AS address,
      minState(if(block_time = 0, toUInt32(${NO_FIRST_SEEN}), block_time)) AS first_seen,
      maxState(block_time) AS last_seen,
      sumState(toUInt64(${side === 'in' ? counts : 0})) AS incoming_count,
      sumState(toUInt64(${side === 'out' ? counts : 0})) AS outgoing_count,
      sumState(if(${other} != ${self} AND ${side === 'in' ? 1 : 0}, value_usd, 0)) AS incoming_usd,
      sumState(if(${other} != ${self} AND ${side === 'out' ? 1 : 0}, value_usd, 0)) AS outgoing_usd
    FROM ${db}.transfers WHERE ${self} != ''
    GROUP BY blockchain, address`;
  };
  return [
    `CREATE DATABASE IF NOT EXISTS ${db}`,
    `CREATE TABLE IF NOT EXISTS ${db}.transfers (
      blockchain UInt16, tx_id UInt64, tx_hash String, position UInt32, transfer_type UInt8,
      from_address String, to_address String, asset_symbol String, asset_contract String, amount String,
      value_usd Float64, block_number UInt64, block_time UInt32,
      counts_in UInt8, counts_out UInt8
    ) ENGINE = MergeTree PARTITION BY blockchain ORDER BY (blockchain, to_address, from_address, block_time)
    SETTINGS index_granularity = 2048`,
    flows('flows_in', 'to_address, from_address'),
    flows('flows_out', 'from_address, to_address'),
    `CREATE TABLE IF NOT EXISTS ${db}.address_activity (
      blockchain UInt16, address String,
      first_seen AggregateFunction(min, UInt32), last_seen AggregateFunction(max, UInt32),
      incoming_count AggregateFunction(sum, UInt64), outgoing_count AggregateFunction(sum, UInt64),
      incoming_usd AggregateFunction(sum, Float64), outgoing_usd AggregateFunction(sum, Float64)
    ) ENGINE = AggregatingMergeTree PARTITION BY blockchain ORDER BY (blockchain, address)
    SETTINGS index_granularity = 1024`,
    `CREATE TABLE IF NOT EXISTS ${db}.address_degree (
      blockchain UInt16, address String, counterparty_count UInt32, pair_count UInt32, version UInt64
    ) ENGINE = ReplacingMergeTree(version) PARTITION BY blockchain ORDER BY (blockchain, address)
    SETTINGS index_granularity = 1024`,
    flowsView('flows_in'),
    flowsView('flows_out'),
    activityView('in'),
    activityView('out'),
  ];
}

/** Creates what is missing (every statement is IF NOT EXISTS, so opening a store twice changes nothing). */
export async function ensureChainSchema(
  connection: ClickHouseConnection,
  cluster: string | undefined,
): Promise<void> {
  const db = connection.database;
  for (const statement of localStatements(db)) await connection.command(statement);
  if (!cluster) return;
  for (const table of CHAIN_TABLES) {
    await connection.command(
      `CREATE TABLE IF NOT EXISTS ${db}.${table}_all AS ${db}.${table}
       ENGINE = Distributed(${cluster}, ${db}, ${table}, ${SHARD_BY[table]})`,
    );
  }
}
