import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../screening/address-list.repo.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * The workspace's screened addresses and transactions that q names: by their canonical forms when q is a full
 * identifier (an indexed lookup), else those containing q in one of its stored spellings (search-terms.ts), a
 * scan of the workspace's live rows. Exact matches first, then those starting with q, then the most recently
 * screened; a window count on the page gives the total.
 */
export type ScreenedHit = {
  id: number;
  blockchain: number;
  identifier: string;
  customer_id: string | null;
  risk_level: number;
  name: string | null;
  block_time: Date | null;
};

type Page = { offset: number; limit: number };

function matching(terms: SearchTerms, kind: 'address' | 'transaction') {
  const full = kind === 'address' ? terms.fullAddresses : terms.fullHashes;
  const fragments = kind === 'address' ? terms.addressFragments : terms.hashFragments;
  const starts = fragments.map((f) => `${likeLiteral(f)}%`);
  return {
    where: full.length
      ? sql<boolean>`s.identifier = ANY(${[...full, terms.q]}::text[])`
      : sql<boolean>`s.identifier LIKE ANY(${fragments.map((f) => `%${likeLiteral(f)}%`)}::text[])`,
    rank: sql`(s.identifier = ANY(${[...terms.exact]}::text[])) DESC, (s.identifier LIKE ANY(${starts}::text[])) DESC`,
  };
}

async function withCount(
  rows: (ScreenedHit & { total: number })[],
  page: Page,
  count: () => Promise<number>,
): Promise<{ count: number; rows: ScreenedHit[] }> {
  const first = rows[0];
  // The window count rides on the rows; past the last page there is no row to carry it.
  const total = first ? Number(first.total) : page.offset === 0 ? 0 : await count();
  return { count: total, rows: rows.map(({ total: _total, ...hit }) => hit) };
}

export async function findScreenedAddresses(db: Db, workspaceId: number, terms: SearchTerms, page: Page) {
  const { where, rank } = matching(terms, 'address');
  const base = db
    .selectFrom('screened_addresses as s')
    .where('s.workspace_id', '=', workspaceId)
    .where('s.archived_at', 'is', null)
    .where(where);
  const rows = await base
    .select([
      's.id',
      's.blockchain',
      's.identifier',
      's.customer_id',
      's.risk_level',
      sql<string | null>`s.result->'own'->>'name'`.as('name'),
      sql<Date | null>`null::timestamptz`.as('block_time'),
      sql<number>`count(*) OVER ()`.as('total'),
    ])
    .orderBy(rank)
    .orderBy('s.last_screened_time', 'desc')
    .orderBy('s.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withCount(rows as (ScreenedHit & { total: number })[], page, async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
  );
}

export async function findScreenedTransactions(db: Db, workspaceId: number, terms: SearchTerms, page: Page) {
  const { where, rank } = matching(terms, 'transaction');
  const base = db
    .selectFrom('screened_transactions as s')
    .where('s.workspace_id', '=', workspaceId)
    .where('s.archived_at', 'is', null)
    .where(where);
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
      sql<number>`count(*) OVER ()`.as('total'),
    ])
    .orderBy(rank)
    .orderBy('s.last_screened_time', 'desc')
    .orderBy('s.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return withCount(rows as (ScreenedHit & { total: number })[], page, async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0),
  );
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
