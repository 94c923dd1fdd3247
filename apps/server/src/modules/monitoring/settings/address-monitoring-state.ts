import { MonitoringLevel } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The monitoring flags of an address page or preview, read from the workspace's lists, never constants. */
export type AddressMonitoringFlags = {
  is_muted: boolean;
  is_custom_monitored: boolean;
  is_custom_ignored: boolean;
  /** The Active / Inactive badge: whether the monitor follows this address now. */
  is_monitored: boolean;
  monitoring_muted_until: string | null;
};

export type MonitoredKey = { workspaceId: number; blockchain: number; identifier: string };

/** Within the duration counted from `since` (null days: indefinitely). */
export const withinDuration = (since: Date | null, days: number | null, now: Date) =>
  since !== null && (days === null || since.getTime() + days * DAY_MS > now.getTime());

/**
 * What the monitor does with an address (decision 0074): level 1 follows every address screened within the
 * duration (counted from its first screening) unless it is on the ignored list; level 2 the monitored list (from
 * when it was listed); level 3 the addresses attributed to the custom monitored entities (from when the entity was
 * listed); level 0 nothing. A mute holds back re-screens until it ends, whatever the level.
 */
export async function addressMonitoringFlags(
  db: Db,
  key: MonitoredKey & { firstScreenedAt: Date | null },
  now = new Date(),
): Promise<AddressMonitoringFlags> {
  const [workspace, entry, mute, entity] = await Promise.all([
    db
      .selectFrom('workspaces')
      .select(['continuous_monitoring_level as level', 'continuous_monitoring_days as days'])
      .where('id', '=', key.workspaceId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('monitored_addresses')
      .select(['is_ignored', 'created_at'])
      .where('workspace_id', '=', key.workspaceId)
      .where('blockchain', '=', key.blockchain)
      .where('identifier', '=', key.identifier)
      .where('archived_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('address_monitoring_mutes')
      .select('muted_until')
      .where('workspace_id', '=', key.workspaceId)
      .where('blockchain', '=', key.blockchain)
      .where('identifier', '=', key.identifier)
      .where('muted_until', '>', now)
      .executeTakeFirst(),
    entityListedSince(db, key, now),
  ]);
  const since =
    workspace.level === MonitoringLevel.Enabled
      ? entry?.is_ignored
        ? null
        : key.firstScreenedAt
      : workspace.level === MonitoringLevel.Custom
        ? entry && !entry.is_ignored
          ? new Date(entry.created_at)
          : null
        : workspace.level === MonitoringLevel.EntityBased
          ? entity
          : null;
  return {
    is_muted: mute !== undefined,
    is_custom_monitored: entry !== undefined && !entry.is_ignored,
    is_custom_ignored: entry?.is_ignored === true,
    is_monitored: withinDuration(since, workspace.days, now),
    monitoring_muted_until: mute ? new Date(mute.muted_until).toISOString() : null,
  };
}

/** When the earliest monitored entity the address is attributed to was listed; null when none is. */
async function entityListedSince(db: Db, key: MonitoredKey, now: Date): Promise<Date | null> {
  const row = await sql<{ since: Date | null }>`
    SELECT min(me.created_at) AS since
    FROM labels l
    JOIN entities en ON en.id = l.entity_id
    JOIN monitored_entities me ON lower(me.entity_name) = lower(en.name)
      AND me.workspace_id = ${key.workspaceId} AND me.archived_at IS NULL
    WHERE l.address = ${key.identifier} AND (l.blockchain = ${key.blockchain} OR l.blockchain IS NULL)
      AND l.ended_by_import IS NULL AND (l.valid_to IS NULL OR l.valid_to > ${now})`.execute(db);
  const since = row.rows[0]?.since;
  return since ? new Date(since) : null;
}
