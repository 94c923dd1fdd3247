import { sql } from 'kysely';
import type { Db } from './client.ts';

/**
 * The query planner's row estimates. PGlite runs no autovacuum, and on PostgreSQL a bulk load outruns it: with
 * stale estimates a two-row lookup (an address's cluster labels) is planned as a hash join over the whole table,
 * 0.3 ms becoming 25 ms on a 10⁷-transfer chain. Bulk writers refresh them when they finish.
 */
const CHAIN_TABLES = [
  'chain_transactions',
  'tx_io',
  'transfers',
  'chain_addresses',
  'clusters',
  'balances',
] as const;
const ATTRIBUTION_TABLES = ['entities', 'labels'] as const;
/**
 * What a bulk screening grows: without statistics the live-row lookup of a batch (workspace, chain, identifier) was
 * planned on the workspace's list index and read every live row of the workspace, 50 ms a batch at 10,000 rows.
 */
const SCREENING_TABLES = [
  'screened_addresses',
  'screened_transactions',
  'screening_events',
  'entity_audit_events',
  'alerts',
  'alert_items',
  'alert_cycles',
  'screening_snapshots',
  'cases',
  'case_entities',
  'case_events',
  'customers',
  'upload_rows',
  'dashboard_screenings',
  'dashboard_alerts',
  'dashboard_rule_firings',
] as const;
export const STATISTICS_TABLES = {
  chain: CHAIN_TABLES,
  attribution: ATTRIBUTION_TABLES,
  screening: SCREENING_TABLES,
} as const;

export async function refreshPlannerStatistics(
  db: Db,
  tables: readonly string[] = [...CHAIN_TABLES, ...ATTRIBUTION_TABLES],
): Promise<void> {
  // Table names come from the constants above, never from input.
  await sql.raw(`ANALYZE ${tables.join(', ')}`).execute(db);
}

/** At most one refresh per interval per database, for writers that run often (the chain sync worker). */
const lastRefresh = new WeakMap<Db, number>();
export async function refreshPlannerStatisticsEvery(db: Db, intervalMs: number, tables: readonly string[]) {
  const now = Date.now();
  if (now - (lastRefresh.get(db) ?? 0) < intervalMs) return;
  lastRefresh.set(db, now);
  await refreshPlannerStatistics(db, tables);
}
