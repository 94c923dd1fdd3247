import { displayCode, type Paged, type TokenMonitoringAddress } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount } from '../../../lib/list-page.ts';
import { addedByName } from '../settings/index.ts';

/** A token contract on one chain, in the chain's own spelling. */
export type ContractKey = { blockchain: number; identifier: string };

type Row = {
  id: number;
  blockchain: number;
  identifier: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const present = (row: Row): TokenMonitoringAddress => ({
  id: row.id,
  identifier: row.identifier,
  currency: row.blockchain,
  currency_short: displayCode(row.blockchain),
  added_by_name: addedByName(row),
  created_at: new Date(row.created_at).toISOString(),
});

const live = (db: Db, workspaceId: number) =>
  db
    .selectFrom('token_monitoring_addresses as t')
    .leftJoin('users as u', 'u.id', 't.added_by')
    .where('t.workspace_id', '=', workspaceId)
    .where('t.archived_at', 'is', null);

const columns = [
  't.id',
  't.blockchain',
  't.identifier',
  't.created_at',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

/** The workspace's watched contracts, newest first, optionally of one chain or matching q. */
export async function listWatchedContracts(
  db: Db,
  workspaceId: number,
  query: { offset: number; limit: number; q?: string | undefined; blockchain?: number | undefined },
): Promise<Omit<Paged<TokenMonitoringAddress>, 'next' | 'previous'>> {
  let base = live(db, workspaceId);
  if (query.q) base = base.where('t.identifier', 'ilike', containing(query.q));
  if (query.blockchain !== undefined) base = base.where('t.blockchain', '=', query.blockchain);
  const { rows, count } = await pageWithCount(
    base.select(columns).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'),
    query,
  );
  return { count, results: rows.map(present) };
}

/**
 * Put a contract on the watchlist; undefined when it is already there. One statement against the partial unique
 * index: of two admins adding the same contract at once, one gets the entry and the other undefined.
 */
export async function insertWatchedContract(
  db: Db,
  input: ContractKey & { workspaceId: number; userId: number },
): Promise<TokenMonitoringAddress | undefined> {
  const inserted = await db
    .insertInto('token_monitoring_addresses')
    .values({
      workspace_id: input.workspaceId,
      blockchain: input.blockchain,
      identifier: input.identifier,
      added_by: input.userId,
    })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'blockchain', 'identifier']).where('archived_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const row = await live(db, input.workspaceId)
    .select(columns)
    .where('t.id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  return present(row);
}

/** Archive the contract's live entry, noting who did; false when the workspace does not watch it. */
export async function archiveWatchedContract(
  db: Db,
  key: ContractKey & { workspaceId: number; userId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('token_monitoring_addresses')
    .set({ archived_at: new Date(), archived_by: key.userId })
    .where('workspace_id', '=', key.workspaceId)
    .where('blockchain', '=', key.blockchain)
    .where('identifier', '=', key.identifier)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A live watchlist entry: which workspace watches which contract. */
export type Watcher = ContractKey & { workspaceId: number };

/**
 * The workspaces that watch any of these contracts, where the plan still grants token monitoring (an entry kept
 * from before the plan changed does nothing).
 */
export async function watchersOf(db: Db, contracts: ContractKey[]): Promise<Watcher[]> {
  if (contracts.length === 0) return [];
  const wanted = JSON.stringify(contracts);
  const result = await sql<Watcher>`
    SELECT t.workspace_id AS "workspaceId", t.blockchain, t.identifier
    FROM token_monitoring_addresses t JOIN workspaces w ON w.id = t.workspace_id AND w.token_monitoring_status
    WHERE t.archived_at IS NULL AND (t.blockchain, t.identifier) IN (SELECT c.blockchain, c.identifier
      FROM jsonb_to_recordset(${wanted}::jsonb) AS c(blockchain integer, identifier text))
    ORDER BY t.workspace_id, t.blockchain, t.identifier`.execute(db);
  return result.rows;
}
