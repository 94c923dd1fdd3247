import type { ContinuousMonitoringSettings, ContinuousMonitoringSettingsBody } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { forbidden } from '../../../lib/http-errors.ts';
import type { Caller, WorkspaceScope } from '../../../plugins/auth.ts';
import { planFlagsOf } from '../../accounts/index.ts';

const asSettings = (row: {
  continuous_monitoring_level: number;
  continuous_monitoring_days: number | null;
}): ContinuousMonitoringSettings => ({
  continuous_monitoring_level:
    row.continuous_monitoring_level as ContinuousMonitoringSettings['continuous_monitoring_level'],
  continuous_monitoring_days:
    row.continuous_monitoring_days as ContinuousMonitoringSettings['continuous_monitoring_days'],
});

/** The workspace's monitoring level and duration (the workspace row keeps both since migration 0001). */
export async function monitoringSettingsOf(
  db: Db,
  workspaceId: number,
): Promise<ContinuousMonitoringSettings> {
  const row = await db
    .selectFrom('workspaces')
    .select(['continuous_monitoring_level', 'continuous_monitoring_days'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return asSettings(row);
}

/** Set the level and/or the duration in one UPDATE: two admins saving at once each set what they sent. */
export async function setMonitoringSettings(
  db: Db,
  workspaceId: number,
  body: ContinuousMonitoringSettingsBody,
): Promise<ContinuousMonitoringSettings> {
  const changes = {
    ...(body.continuous_monitoring_level === undefined
      ? {}
      : { continuous_monitoring_level: body.continuous_monitoring_level }),
    ...(body.continuous_monitoring_days === undefined
      ? {}
      : { continuous_monitoring_days: body.continuous_monitoring_days }),
  };
  if (Object.keys(changes).length === 0) return monitoringSettingsOf(db, workspaceId);
  const row = await db
    .updateTable('workspaces')
    .set(changes)
    .where('id', '=', workspaceId)
    .returning(['continuous_monitoring_level', 'continuous_monitoring_days'])
    .executeTakeFirstOrThrow();
  return asSettings(row);
}

/**
 * Monitoring is changed by admins and organisation admins (the route's 'admin' access) whose plan grants
 * can_enable_continuous_monitoring (spec part 3 §6): the page disables its controls without it, and the server
 * refuses the same (403).
 */
export async function requireMonitoringRight(db: Db, caller: Caller, scope: WorkspaceScope): Promise<void> {
  if (!scope.isAdmin) throw forbidden();
  const org = await db
    .selectFrom('organizations')
    .select('plan_flags')
    .where('id', '=', caller.organizationId)
    .executeTakeFirstOrThrow();
  if (!planFlagsOf(org.plan_flags).can_enable_continuous_monitoring) throw forbidden();
}
