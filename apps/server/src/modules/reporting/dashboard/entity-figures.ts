import type { CurrencyCount, RiskLevelCounts } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Span } from './range-split.ts';
import { countSpan, levelCounts, sumBy } from './rollup-sum.ts';

export type LiveKind = 'address' | 'transaction' | 'customer';

/** The workspace's live (not archived) objects of a kind by risk level now (rollup dashboard_live). */
export async function liveRiskLevelCounts(
  db: Db,
  workspaceId: number,
  kind: LiveKind,
): Promise<RiskLevelCounts> {
  const rows = await db
    .selectFrom('dashboard_live')
    .select(['risk_level', sql<string>`sum(n)`.as('n')])
    .where('workspace_id', '=', workspaceId)
    .where('object_type', '=', kind)
    .groupBy('risk_level')
    .execute();
  return levelCounts(sumBy(rows, (row) => row.risk_level));
}

/** Screenings of addresses or transactions in a span per chain, most first (then by chain number). */
export async function screeningsPerChain(
  db: Db,
  workspaceId: number,
  kind: 'address' | 'transaction',
  span: Span,
): Promise<CurrencyCount[]> {
  const rows = await countSpan<{ blockchain: number }>(
    db,
    span,
    (db, days) =>
      db
        .selectFrom('dashboard_screenings')
        .select(['blockchain', sql<string>`sum(n)`.as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('object_type', '=', kind)
        .where('day', '>=', days.first)
        .where('day', '<', days.end)
        .groupBy('blockchain')
        .execute(),
    (db, part) =>
      db
        .selectFrom('screening_events')
        .select(['blockchain', (eb) => eb.fn.countAll<string>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('object_type', '=', kind)
        .where('created_at', '>=', part.from)
        .where('created_at', '<', part.until)
        .groupBy('blockchain')
        .execute(),
  );
  return [...sumBy(rows, (row) => row.blockchain)]
    .filter(([, count]) => count > 0)
    .map(([currency, count]) => ({ currency: Number(currency), count }))
    .sort((a, b) => b.count - a.count || a.currency - b.currency);
}
