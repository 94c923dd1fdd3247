import { type AlertObjectType, WorkflowStageCategory } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import {
  type EntityEventActor,
  type EntityEventLog,
  type EntityEventObject,
  recordEntityEvent,
  SYSTEM_ACTOR,
} from '../../screening/index.ts';
import { ACTIVE_STAGE_CATEGORIES, AUTO_RESOLVED_STAGE } from '../records/index.ts';
import { applyChange } from './alert-change.ts';
import { type LockedAlert, lockAlerts, type Stage } from './locked-alert.ts';

/** Why the system closes an alert; the re-screen's delisting reason follows when it has one. */
export const NO_LONGER_FIRES = 'Rule no longer fires on re-screening';

/** The object a screening re-screened, as its alerts and its audit log name it. */
export type ResolvedObject = {
  type: AlertObjectType;
  id: number;
  blockchain: number | null;
  identifier: string;
};

/**
 * Auto-resolve (decision 0028), inside the screening's unit of work: each active alert (open or in progress) of the
 * object whose rule this screening evaluated and did not fire, at one of the workspace's auto-resolve levels and not
 * muted, moves to the workspace's auto-resolved closed stage by the system, through the one change path
 * (applyChange: status resolved, the Alert Status Updated comment with the reason, the audit trail's event, the
 * open cycle closed), and the object's audit log says so. Rules that fired, or were not evaluated (disabled, of
 * another policy type), keep their alerts as they are. Returns the ids of the alerts it closed.
 */
export async function autoResolveAlerts(
  trx: Db,
  input: {
    workspaceId: number;
    object: ResolvedObject;
    evaluatedRuleIds: readonly number[];
    firedRuleIds: readonly number[];
    /** The re-screen's delisting reason ('delisted from OFAC SDN on 2025-03-21'), if any. */
    reason?: string | undefined;
    now: Date;
    /** A batch's audit log, when the object's events are written with the batch's others. */
    log?: EntityEventLog | undefined;
  },
): Promise<number[]> {
  const { workspaceId, object, now } = input;
  const fired = new Set(input.firedRuleIds);
  const quiet = [...new Set(input.evaluatedRuleIds)].filter((id) => !fired.has(id));
  if (quiet.length === 0) return [];
  // One statement: the workspace's levels are read with its alerts.
  const candidates = await trx
    .selectFrom('alerts as a')
    .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
    .innerJoin('workspaces as w', 'w.id', 'a.workspace_id')
    .select(['a.id', 'a.level'])
    .where('a.workspace_id', '=', workspaceId)
    .where('a.object_type', '=', object.type)
    .where('a.object_id', '=', object.id)
    .where('a.rule_id', 'in', quiet)
    .where(sql<boolean>`a.level = ANY(w.autoresolve_alert_levels)`)
    .where('s.category', 'in', ACTIVE_STAGE_CATEGORIES)
    .execute();
  if (candidates.length === 0) return [];
  // Locked, then checked again: a person may have moved or muted one meanwhile.
  const locked = await lockAlerts(trx, {
    workspaceId,
    ids: candidates.map((c) => c.id),
    object: { type: object.type, id: object.id },
  });
  const closing = locked.filter(
    (a) =>
      ACTIVE_STAGE_CATEGORIES.includes(a.stage.category) && !(a.mutedUntil !== null && a.mutedUntil > now),
  );
  if (closing.length === 0) return [];
  const target = await autoResolvedStage(trx, workspaceId);
  if (!target) return [];
  const reason = input.reason ? `${NO_LONGER_FIRES}: ${input.reason}` : NO_LONGER_FIRES;
  await closeIntoStage(trx, {
    closing,
    levelOf: new Map(candidates.map((c) => [c.id, c.level])),
    target,
    object: { ...object, workspaceId },
    actor: SYSTEM_ACTOR,
    reason,
    now,
    log: input.log,
  });
  return closing.map((a) => a.id);
}

/**
 * Close these locked alerts into `target` with the reason, each through the one change path (applyChange: status,
 * the Alert Status Updated comment, the audit trail's event, the open cycle closed) and an alert_closed entry in the
 * object's audit log: how a re-screen auto-resolves alerts and how an archive takes its object's alerts with it.
 */
export async function closeIntoStage(
  trx: Db,
  input: {
    closing: readonly LockedAlert[];
    levelOf: ReadonlyMap<number, number>;
    target: Stage;
    object: EntityEventObject;
    actor: EntityEventActor;
    reason: string;
    now: Date;
    log?: EntityEventLog | undefined;
  },
): Promise<void> {
  const { target, actor, reason, now } = input;
  for (const alert of input.closing) {
    await applyChange(trx, {
      alert,
      change: { target },
      actor: { userId: actor.userId },
      comment: { body: `<p>${escapeHtml(reason)}.</p>` },
      assigneeNames: new Map(),
      now,
      cycleReason: reason,
    });
    await recordEntityEvent(trx, {
      object: input.object,
      actor,
      at: now,
      log: input.log,
      event: {
        type: 'alert_closed',
        context: {
          alert_id: alert.id,
          rule_name: alert.ruleName,
          level: input.levelOf.get(alert.id) ?? 0,
          stage: target.name,
          reason,
        },
      },
    });
  }
}

/**
 * The closed stage auto-resolved alerts go to: the seeded 'Closed – Auto-resolved' (0021_auto_resolve), else the
 * workspace's first closed stage (a workspace that renamed or removed it still gets its alerts closed).
 */
export async function autoResolvedStage(trx: Db, workspaceId: number): Promise<Stage | undefined> {
  const closed = await trx
    .selectFrom('workflow_stages')
    .select(['id', 'name', 'category', 'next_stages', 'alert_status'])
    .where('workspace_id', '=', workspaceId)
    .where('category', '=', WorkflowStageCategory.Closed)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const row = closed.find((s) => s.name === AUTO_RESOLVED_STAGE) ?? closed[0];
  return (
    row && {
      id: row.id,
      name: row.name,
      category: row.category,
      nextStages: row.next_stages.map(Number),
      alertStatus: row.alert_status,
    }
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
