import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** An address to look at again, with what its re-screen needs; riskBefore is null when it was never screened. */
export type MonitoredTarget = {
  workspaceId: number;
  blockchain: number;
  identifier: string;
  destinationTag: number | null;
  customerId: string | null;
  customerType: number | null;
  screenedBy: number | null;
  riskBefore: number | null;
};

export type AddressKey = { blockchain: number; identifier: string };

/**
 * The monitored addresses of every workspace that monitors (decision 0074), among `among` (the addresses a change
 * touched) or all of them: level 1 every live screened address first screened within the duration and not on the
 * ignored list; level 2 the listed ones, listed within the duration; level 3 the addresses attributed to a custom
 * monitored entity listed within the duration (those screened, and those labelled on a chain). Muted addresses
 * are left out until their mute ends. `workspaceIds` narrows to some workspaces.
 */
export async function monitoredTargets(
  db: Db,
  options: { among: AddressKey[] | 'all'; workspaceIds?: number[]; now: Date },
): Promise<MonitoredTarget[]> {
  const { among, now } = options;
  if (among !== 'all' && among.length === 0) return [];
  if (options.workspaceIds?.length === 0) return [];
  const candidates = among === 'all' ? null : JSON.stringify(among);
  const touched = (chain: string, address: string) =>
    candidates === null
      ? sql`TRUE`
      : sql`(${sql.ref(chain)}, ${sql.ref(address)}) IN (SELECT c.blockchain, c.identifier
          FROM jsonb_to_recordset(${candidates}::jsonb) AS c(blockchain integer, identifier text))`;
  const touchedAddress = (address: string) =>
    candidates === null
      ? sql`TRUE`
      : sql`${sql.ref(address)} IN (SELECT c.identifier
          FROM jsonb_to_recordset(${candidates}::jsonb) AS c(blockchain integer, identifier text))`;
  const inWorkspaces = options.workspaceIds ? sql`AND w.id IN (${sql.join(options.workspaceIds)})` : sql``;
  const within = (since: string) =>
    sql`(w.continuous_monitoring_days IS NULL
      OR ${sql.ref(since)} > ${now}::timestamptz - make_interval(days => w.continuous_monitoring_days))`;
  const result = await sql<MonitoredTarget>`
    WITH w AS (
      SELECT id, continuous_monitoring_level, continuous_monitoring_days FROM workspaces w
      WHERE continuous_monitoring_level IN (1, 2, 3) ${inWorkspaces}
    ),
    monitored AS (
      SELECT s.workspace_id, s.blockchain, s.identifier
      FROM screened_addresses s JOIN w ON w.id = s.workspace_id AND w.continuous_monitoring_level = 1
      WHERE s.archived_at IS NULL AND ${within('s.created_at')} AND ${touched('s.blockchain', 's.identifier')}
        AND NOT EXISTS (SELECT 1 FROM monitored_addresses m WHERE m.workspace_id = s.workspace_id
          AND m.blockchain = s.blockchain AND m.identifier = s.identifier AND m.archived_at IS NULL AND m.is_ignored)
      UNION
      SELECT m.workspace_id, m.blockchain, m.identifier
      FROM monitored_addresses m JOIN w ON w.id = m.workspace_id AND w.continuous_monitoring_level = 2
      WHERE m.archived_at IS NULL AND NOT m.is_ignored AND ${within('m.created_at')}
        AND ${touched('m.blockchain', 'm.identifier')}
      UNION
      SELECT me.workspace_id, COALESCE(l.blockchain, s.blockchain), l.address
      FROM monitored_entities me JOIN w ON w.id = me.workspace_id AND w.continuous_monitoring_level = 3
      JOIN entities en ON lower(en.name) = lower(me.entity_name)
      JOIN labels l ON l.entity_id = en.id AND l.address IS NOT NULL AND l.ended_by_import IS NULL
        AND (l.valid_to IS NULL OR l.valid_to > ${now})
      LEFT JOIN screened_addresses s ON l.blockchain IS NULL AND s.workspace_id = me.workspace_id
        AND s.identifier = l.address AND s.archived_at IS NULL
      WHERE me.archived_at IS NULL AND ${within('me.created_at')}
        AND COALESCE(l.blockchain, s.blockchain) IS NOT NULL
        AND ${touchedAddress('l.address')}
    )
    SELECT t.workspace_id AS "workspaceId", t.blockchain, t.identifier,
      s.destination_tag AS "destinationTag", s.customer_id AS "customerId", s.customer_type AS "customerType",
      s.screened_by AS "screenedBy", s.risk_level AS "riskBefore"
    FROM monitored t
    LEFT JOIN screened_addresses s ON s.workspace_id = t.workspace_id AND s.blockchain = t.blockchain
      AND s.identifier = t.identifier AND s.archived_at IS NULL
    WHERE ${touched('t.blockchain', 't.identifier')}
      AND NOT EXISTS (SELECT 1 FROM address_monitoring_mutes mu WHERE mu.workspace_id = t.workspace_id
        AND mu.blockchain = t.blockchain AND mu.identifier = t.identifier AND mu.muted_until > ${now})
    ORDER BY t.workspace_id, t.blockchain, t.identifier`.execute(db);
  return result.rows;
}
