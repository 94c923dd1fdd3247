import { isEvm, type TokenSummaryRow } from '@riskscreen/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { ActivityFilters, EntityFilter } from './activity-filters.ts';

/**
 * Live reads of an address's activity from the chain store (transfers and balances). Self-transfers (UTXO change)
 * are not activity, as in the address facts. A row of the transactions table is one (transaction, asset,
 * direction): the transfers of that transaction moving that asset into (or out of) the address, summed.
 */
export type ActivityRow = {
  txId: number;
  hash: string;
  tokenSymbol: string;
  types: number[];
  value: number;
  valueUsd: number;
  direction: 1 | -1;
  counterparties: string[];
  /** Block time in epoch seconds; null while unconfirmed. */
  blockTime: number | null;
  /** Paging key: the block time, or PENDING_KEY for unconfirmed rows (they sort first). */
  key: number;
};

/** Sort key of unconfirmed rows: after every real time (year 10000), so they come first, newest-first. */
export const PENDING_KEY = 253_402_300_800;
/** A time page is extended to the end of its last second (so offset_ts paging skips nothing), up to this. */
const MAX_TIME_PAGE_ROWS = 1000;

export type ActivityTarget = { blockchain: number; address: string; now: Date };

export async function loadTokenSummary(db: Db, target: ActivityTarget): Promise<TokenSummaryRow[]> {
  const { blockchain, address } = target;
  const result = await sql<{
    symbol: string;
    balance: number | null;
    balance_usd: number | null;
    total_incoming: number | null;
    total_outgoing: number | null;
    total_incoming_usd: number | null;
    total_outgoing_usd: number | null;
    first_time: Date | null;
    last_time: Date | null;
  }>`
    WITH m AS (${movesSql(target, {})}),
    flows AS (
      SELECT asset_contract, max(asset_symbol) AS symbol,
        sum(amount) FILTER (WHERE direction = 1) AS total_incoming,
        sum(amount) FILTER (WHERE direction = -1) AS total_outgoing,
        sum(value_usd) FILTER (WHERE direction = 1) AS total_incoming_usd,
        sum(value_usd) FILTER (WHERE direction = -1) AS total_outgoing_usd,
        min(block_time) AS first_time, max(block_time) AS last_time
      FROM m GROUP BY asset_contract
    ),
    held AS (
      SELECT asset_contract, asset_symbol, balance, balance_usd FROM balances
      WHERE blockchain = ${blockchain} AND address = ${address}
    )
    SELECT coalesce(h.asset_symbol, f.symbol) AS symbol, h.balance, h.balance_usd,
      f.total_incoming, f.total_outgoing, f.total_incoming_usd, f.total_outgoing_usd, f.first_time, f.last_time
    FROM flows f FULL OUTER JOIN held h ON h.asset_contract = f.asset_contract
    ORDER BY coalesce(h.balance_usd, 0) DESC,
      coalesce(f.total_incoming_usd, 0) + coalesce(f.total_outgoing_usd, 0) DESC, 1
  `.execute(db);
  return result.rows.map((r) => ({
    token_symbol: r.symbol,
    balance: Number(r.balance ?? 0),
    balance_usd: Number(r.balance_usd ?? 0),
    total_incoming: Number(r.total_incoming ?? 0),
    total_outgoing: Number(r.total_outgoing ?? 0),
    total_incoming_usd: Number(r.total_incoming_usd ?? 0),
    total_outgoing_usd: Number(r.total_outgoing_usd ?? 0),
    earliest_transaction_time: seconds(r.first_time),
    latest_transaction_time: seconds(r.last_time),
  }));
}

export async function countActivity(db: Db, target: ActivityTarget, filters: ActivityFilters) {
  const result = await sql<{ n: number }>`
    WITH m AS (${movesSql(target, filters)}), g AS (${groupedSql()})
    SELECT count(*) AS n FROM g
  `.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Rows strictly before `offsetTs` (epoch seconds), newest first: `limit` rows, plus the rest of the last row's
 * second, so that the next page (offset_ts = that second) neither repeats nor skips a row.
 */
export async function loadActivityByTime(
  db: Db,
  target: ActivityTarget,
  filters: ActivityFilters,
  page: { offsetTs?: number | undefined; limit: number },
): Promise<{ rows: ActivityRow[]; hasMore: boolean }> {
  const before = page.offsetTs ?? PENDING_KEY + 1;
  const result = await sql<RawRow & { before_count: number }>`
    WITH m AS (${movesSql(target, filters)}), g AS (${groupedSql()}),
    f AS (SELECT * FROM g WHERE k < ${before}),
    cut AS (SELECT k FROM f ORDER BY k DESC LIMIT 1 OFFSET ${page.limit - 1})
    SELECT f.*, c.hash, (SELECT count(*) FROM f) AS before_count
    FROM f JOIN chain_transactions c ON c.id = f.tx_id
    WHERE NOT EXISTS (SELECT 1 FROM cut) OR f.k >= (SELECT k FROM cut)
    ORDER BY ${ROW_ORDER}
    LIMIT ${MAX_TIME_PAGE_ROWS}
  `.execute(db);
  const rows = result.rows.map(toActivityRow);
  return { rows, hasMore: Number(result.rows[0]?.before_count ?? 0) > rows.length };
}

/** Rows by offset, newest first ({type}-transactions lists and exports). */
export async function loadActivityByOffset(
  db: Db,
  target: ActivityTarget,
  filters: ActivityFilters,
  page: { offset: number; limit: number },
): Promise<ActivityRow[]> {
  const result = await sql<RawRow>`
    WITH m AS (${movesSql(target, filters)}), g AS (${groupedSql()})
    SELECT g.*, c.hash FROM g JOIN chain_transactions c ON c.id = g.tx_id
    ORDER BY ${ROW_ORDER}
    OFFSET ${page.offset} LIMIT ${page.limit}
  `.execute(db);
  return result.rows.map(toActivityRow);
}

type RawRow = {
  tx_id: number;
  hash: string;
  asset_symbol: string;
  direction: number;
  types: number[];
  value: number;
  value_usd: number;
  counterparties: string[];
  block_time: Date | null;
  k: number;
};

const ROW_ORDER = sql`k DESC, tx_id DESC, asset_symbol, asset_contract, direction DESC`;

function toActivityRow(r: RawRow): ActivityRow {
  return {
    txId: Number(r.tx_id),
    hash: r.hash,
    tokenSymbol: r.asset_symbol,
    types: r.types.map(Number),
    value: Number(r.value),
    valueUsd: Number(r.value_usd),
    direction: Number(r.direction) === 1 ? 1 : -1,
    counterparties: r.counterparties,
    blockTime: seconds(r.block_time),
    key: Number(r.k),
  };
}

function groupedSql(): RawBuilder<unknown> {
  return sql`
    SELECT tx_id, asset_symbol, asset_contract, direction, min(block_time) AS block_time,
      coalesce(floor(extract(epoch FROM min(block_time)))::bigint, ${PENDING_KEY}::bigint) AS k,
      to_jsonb(array_agg(DISTINCT transfer_type ORDER BY transfer_type)) AS types,
      sum(amount) AS value, sum(value_usd) AS value_usd,
      to_jsonb(array_agg(DISTINCT counterparty ORDER BY counterparty)) AS counterparties
    FROM m GROUP BY tx_id, asset_symbol, asset_contract, direction
  `;
}

/** The address's transfers, each with its direction and counterparty, narrowed by the filters. */
function movesSql(target: ActivityTarget, f: ActivityFilters): RawBuilder<unknown> {
  const { blockchain, address } = target;
  const columns = sql`tx_id, transfer_type, asset_symbol, asset_contract, amount, value_usd, block_time`;
  const branches: RawBuilder<unknown>[] = [];
  if (f.direction !== -1) {
    branches.push(sql`SELECT ${columns}, 1 AS direction, from_address AS counterparty FROM transfers
      WHERE blockchain = ${blockchain} AND to_address = ${address} AND from_address <> ${address}`);
  }
  if (f.direction !== 1) {
    branches.push(sql`SELECT ${columns}, -1 AS direction, to_address AS counterparty FROM transfers
      WHERE blockchain = ${blockchain} AND from_address = ${address} AND to_address <> ${address}`);
  }
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (f.types) where.push(sql`transfer_type = ANY(${f.types}::int[])`);
  if (f.tokens) where.push(sql`upper(asset_symbol) = ANY(${f.tokens}::text[])`);
  if (f.from) where.push(sql`block_time >= ${f.from}`);
  if (f.until) where.push(sql`block_time < ${f.until}`);
  if (f.counterparties) where.push(sql`counterparty = ANY(${f.counterparties}::text[])`);
  if (f.entity) where.push(entityCondition(target, f.entity));
  return sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) moves WHERE ${sql.join(where, sql` AND `)}`;
}

/** The counterparty's attribution (labels valid now; EVM labels without a chain apply to every EVM chain). */
function entityCondition(target: ActivityTarget, e: EntityFilter): RawBuilder<unknown> {
  const labelOf = sql`l.address = moves.counterparty
    AND (l.blockchain = ${target.blockchain}${isEvm(target.blockchain) ? sql` OR l.blockchain IS NULL` : sql``})
    AND (l.valid_from IS NULL OR l.valid_from <= ${target.now})
    AND (l.valid_to IS NULL OR l.valid_to > ${target.now})`;
  const conditions: RawBuilder<unknown>[] = [labelOf];
  if (e.names) conditions.push(sql`lower(en.name) = ANY(${e.names}::text[])`);
  if (e.categories) conditions.push(sql`en.category = ANY(${e.categories}::text[])`);
  if (e.subtypes) conditions.push(sql`en.subtype = ANY(${e.subtypes}::int[])`);
  const matching = sql`EXISTS (SELECT 1 FROM labels l JOIN entities en ON en.id = l.entity_id
    WHERE ${sql.join(conditions, sql` AND `)})`;
  if (!e.includeUnknown || e.names || e.subtypes) return matching;
  return sql`(${matching} OR NOT EXISTS (SELECT 1 FROM labels l WHERE ${labelOf}))`;
}

function seconds(time: Date | string | null): number | null {
  return time ? Math.floor(new Date(time).getTime() / 1000) : null;
}
