import type { DataCoverage } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { likeLiteral } from '../addresses/index.ts';
import { type Coverage, coverageChains } from './coverage.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * The workspace's screened addresses and transactions that q names: by their canonical forms when q is a full
 * identifier (an indexed lookup), else those containing q in one of its stored spellings (search-terms.ts), a
 * scan of the workspace's live rows. Exact matches first, then those starting with q, then the most recently
 * screened; window counts on the page give the total and how many of it are on sanctions-only chains. A coverage
 * keeps only the rows on chains of that coverage (the results page's View all of one coverage group).
 */
export type ScreenedHit = {
  id: number;
  blockchain: number;
  identifier: string;
  customer_id: string | null;
  risk_level: number;
  name: string | null;
  block_time: Date | null;
  /** What the screening rested on (null on rows stored before it was recorded: is_found tells). */
  data_coverage: DataCoverage | null;
  is_found: boolean;
};
export type ScreenedPage = { count: number; liteCount: number; rows: ScreenedHit[] };

type Page = { offset: number; limit: number; coverage?: Coverage | undefined };
type Counts = { total: number | string; lite: number | string };

const isLiteRow = sql<boolean>`s.blockchain = ANY(${coverageChains('lite')}::int[])`;
const windowCounts = [
  sql<number>`count(*) OVER ()`.as('total'),
  sql<number>`count(*) FILTER (WHERE ${isLiteRow}) OVER ()`.as('lite'),
];
const groupCounts = [
  sql<number>`count(*)`.as('total'),
  sql<number>`count(*) FILTER (WHERE ${isLiteRow})`.as('lite'),
];

function inCoverage(coverage: Coverage | undefined) {
  if (coverage === undefined) return sql<boolean>`true`;
  return coverage === 'lite' ? isLiteRow : sql<boolean>`NOT ${isLiteRow}`;
}

function matching(terms: SearchTerms, kind: 'address' | 'transaction', named: readonly string[] = []) {
  const full = kind === 'address' ? terms.fullAddresses : terms.fullHashes;
  const fragments = kind === 'address' ? terms.addressFragments : terms.hashFragments;
  const starts = fragments.map((f) => `${likeLiteral(f)}%`);
  const byIdentifier = full.length
    ? sql<boolean>`s.identifier = ANY(${[...full, terms.q]}::text[])`
    : sql<boolean>`s.identifier LIKE ANY(${fragments.map((f) => `%${likeLiteral(f)}%`)}::text[])`;
  // A screened row of a customer whose id contains q matches too: analysts search by the customer they know.
  const byCustomer = sql<boolean>`s.customer_id ILIKE ${`%${likeLiteral(terms.q)}%`}`;
  return {
    // Addresses of an entity whose name q contains count as matches too.
    where: named.length
      ? sql<boolean>`(${byIdentifier} OR ${byCustomer} OR s.identifier = ANY(${[...named]}::text[]))`
      : sql<boolean>`(${byIdentifier} OR ${byCustomer})`,
    rank: sql`(s.identifier = ANY(${[...terms.exact]}::text[])) DESC, (s.identifier LIKE ANY(${starts}::text[])) DESC`,
  };
}

async function withCount(
  rows: (ScreenedHit & Counts)[],
  page: Page,
  count: () => Promise<Counts | undefined>,
): Promise<ScreenedPage> {
  // The window counts ride on the rows; past the last page there is no row to carry them.
  const counts = rows[0] ?? (page.offset === 0 ? undefined : await count());
  return {
    count: Number(counts?.total ?? 0),
    liteCount: Number(counts?.lite ?? 0),
    rows: rows.map(({ total: _total, lite: _lite, ...hit }) => hit),
  };
}

export async function findScreenedAddresses(
  db: Db,
  workspaceId: number,
  terms: SearchTerms,
  page: Page,
  /** Addresses of entities whose name q contains. */
  named: readonly string[] = [],
) {
  const { where, rank } = matching(terms, 'address', named);
  const base = db
    .selectFrom('screened_addresses as s')
    .where('s.workspace_id', '=', workspaceId)
    .where('s.archived_at', 'is', null)
    .where(where)
    .where(inCoverage(page.coverage));
  const rows = await base
    .select([
      's.id',
      's.blockchain',
      's.identifier',
      's.customer_id',
      's.risk_level',
      sql<string | null>`s.result->'own'->>'name'`.as('name'),
      sql<Date | null>`null::timestamptz`.as('block_time'),
      sql<DataCoverage | null>`s.result->>'dataCoverage'`.as('data_coverage'),
      sql<boolean>`coalesce(jsonb_typeof(s.result->'facts') = 'object', false)`.as('is_found'),
      ...windowCounts,
    ])
    .orderBy(rank)
    .orderBy('s.last_screened_time', 'desc')
    .orderBy('s.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withCount(rows, page, () => base.select(groupCounts).executeTakeFirst());
}

export async function findScreenedTransactions(db: Db, workspaceId: number, terms: SearchTerms, page: Page) {
  const { where, rank } = matching(terms, 'transaction');
  const base = db
    .selectFrom('screened_transactions as s')
    .where('s.workspace_id', '=', workspaceId)
    .where('s.archived_at', 'is', null)
    .where(where)
    .where(inCoverage(page.coverage));
  const rows = await base
    .leftJoin('chain_transactions as c', (join) =>
      join.onRef('c.blockchain', '=', 's.blockchain').onRef('c.hash', '=', 's.identifier'),
    )
    .select([
      's.id',
      's.blockchain',
      's.identifier',
      's.customer_id',
      's.risk_level',
      sql<string | null>`null::text`.as('name'),
      'c.block_time',
      sql<DataCoverage | null>`s.result->>'dataCoverage'`.as('data_coverage'),
      sql<boolean>`coalesce((s.result->>'isKnown')::boolean, false)`.as('is_found'),
      ...windowCounts,
    ])
    .orderBy(rank)
    .orderBy('s.last_screened_time', 'desc')
    .orderBy('s.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withCount(rows, page, () => base.select(groupCounts).executeTakeFirst());
}

/** Which of these (chain, identifier) pairs the workspace has screened: keys 'blockchain:identifier'. */
export async function screenedKeys(
  db: Db,
  workspaceId: number,
  table: 'screened_addresses' | 'screened_transactions',
  identifiers: string[],
): Promise<Set<string>> {
  if (identifiers.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select(['blockchain', 'identifier'])
    .where('workspace_id', '=', workspaceId)
    .where('archived_at', 'is', null)
    .where('identifier', 'in', [...new Set(identifiers)])
    .execute();
  return new Set(rows.map((r) => `${r.blockchain}:${r.identifier}`));
}
