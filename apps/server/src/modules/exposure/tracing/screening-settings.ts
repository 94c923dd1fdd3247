import type { ScreeningSettings, ScreeningSettingsUpdate } from '@riskscreen/shared';
import { MAX_HOPS_LIMIT } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { planFlagsOf } from '../../accounts/index.ts';
import type { TraceSettings } from './address-exposure.ts';

/**
 * How far and how finely screening traces. The hop limit (workspaces.max_hops) and the minimum value per edge
 * (workspaces.min_edge_usd) are workspace settings; without the plan's multi-hop feature the hop limit is 1 (direct
 * exposure only) whatever is stored. An address with more distinct counterparties than MEGAHUB_DEGREE is a
 * megahub: drawn, never traced through.
 */
export const MEGAHUB_DEGREE = 1000;
/** Paths kept per exposure figure for the "why" explanation. */
export const EXPLAIN_TOP_PATHS = 5;
/** A cluster larger than this is screened through its first addresses only (keeps one screening bounded). */
export const MAX_ORIGIN_ADDRESSES = 500;

const MULTI_HOP_MESSAGE = 'Multi-hop tracing is not included in your plan: the hop limit is 1.';

/** The workspace's settings as stored, with what its plan allows. */
export async function loadScreeningSettings(db: Db, workspaceId: number): Promise<ScreeningSettings> {
  const row = await db
    .selectFrom('workspaces as w')
    .innerJoin('organizations as o', 'o.id', 'w.organization_id')
    .select(['w.max_hops', 'w.min_edge_usd', 'o.plan_flags'])
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const multiHop = planFlagsOf(row.plan_flags).is_multi_hop_enabled;
  const maxHops = Math.min(MAX_HOPS_LIMIT, Math.max(1, row.max_hops));
  return {
    max_hops: maxHops,
    effective_max_hops: multiHop ? maxHops : 1,
    max_hops_limit: multiHop ? MAX_HOPS_LIMIT : 1,
    is_multi_hop_enabled: multiHop,
    min_edge_value_usd: Number(row.min_edge_usd),
    tracing_method: 'haircut',
  };
}

/** What a screening of this workspace traces with. */
export async function workspaceTraceSettings(db: Db, workspaceId: number): Promise<Required<TraceSettings>> {
  const settings = await loadScreeningSettings(db, workspaceId);
  return { maxHops: settings.effective_max_hops, minEdgeUsd: settings.min_edge_value_usd };
}

/** Change the settings (workspace admins). A hop limit above 1 needs the plan's multi-hop feature. */
export async function saveScreeningSettings(
  db: Db,
  workspaceId: number,
  update: ScreeningSettingsUpdate,
): Promise<ScreeningSettings> {
  const current = await loadScreeningSettings(db, workspaceId);
  if (update.max_hops !== undefined && update.max_hops > 1 && !current.is_multi_hop_enabled) {
    throw HttpError.fields({ max_hops: [MULTI_HOP_MESSAGE] });
  }
  const changes = {
    ...(update.max_hops !== undefined ? { max_hops: update.max_hops } : {}),
    ...(update.min_edge_value_usd !== undefined ? { min_edge_usd: update.min_edge_value_usd } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db.updateTable('workspaces').set(changes).where('id', '=', workspaceId).execute();
  }
  return loadScreeningSettings(db, workspaceId);
}
