import { endpoints } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { compactRollups } from './compact-rollups.ts';
import type { DashboardRange } from './dashboard-range.ts';
import { currentSnapshot, hasChangedSince } from './snapshot-freshness.ts';
import { readSnapshot, writeSnapshot } from './snapshots.repo.ts';
import { WIDGETS, type WidgetData, type WidgetKind } from './widgets.ts';

/**
 * One widget group's answer. A preset range (Last 7 Days, Last 30 Days, This Month) answers its kept snapshot while
 * the data it sums is unchanged; it is computed again on the first call, on refresh=true and once the workspace's
 * data changed after it (decision 0067: a day's work never shows as the morning's zeros). Other ranges are
 * computed for the call.
 */
export async function dashboardAnswer<K extends WidgetKind>(
  db: Db,
  workspaceId: number,
  kind: K,
  range: DashboardRange,
  refresh: boolean,
  now = new Date(),
) {
  const common = { start_date: range.startDate, end_date: range.endDate, time_zone: range.timeZone };
  if (range.preset && !refresh) {
    const kept = await readSnapshot<WidgetData<K>>(db, workspaceId, kind, range);
    const answer = kept && {
      ...kept.data,
      ...common,
      last_refreshed_time: kept.computedAt.toISOString(),
      is_snapshot: true,
    };
    // A snapshot kept by an earlier version may lack what the call answers now (a field added since): it is
    // computed again, as on a refresh, instead of failing the call.
    const isUsable = answer && endpoints.dashboard[kind].response.safeParse(answer).success;
    if (kept && isUsable && !(await hasChangedSince(db, workspaceId, kept.dataSnapshot))) return answer;
  }
  await compactRollups(db, workspaceId);
  // Taken before the figures are read: a change they may miss belongs to a transaction this snapshot cannot see.
  const seen = await currentSnapshot(db);
  const compute = WIDGETS[kind] as (
    db: Db,
    workspaceId: number,
    range: DashboardRange,
  ) => Promise<WidgetData<K>>;
  const data = await compute(db, workspaceId, range);
  if (range.preset) await writeSnapshot(db, workspaceId, kind, range, data, now, seen);
  return { ...data, ...common, last_refreshed_time: now.toISOString(), is_snapshot: range.preset !== null };
}
