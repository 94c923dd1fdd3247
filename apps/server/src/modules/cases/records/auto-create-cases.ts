import { CASE_EVENT_TYPES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { type ReadMemo, readOnce } from '../../../lib/read-memo.ts';
import { OPEN_CASE_STATUSES } from './assign-case.ts';
import type { CaseEntityKind } from './case-entity.ts';
import { type FirstCaseEvent, recordCaseEvents } from './case-events.ts';
import { readCaseSettings } from './case-settings.repo.ts';
import { createCase } from './create-case.ts';

export type OpenedAlert = { id: number; level: number; ruleName: string };

/**
 * The cases a screening's newly opened alerts go to (spec part 3 §2.6), in the screening's transaction: an alert at
 * one of the workspace's auto-create levels joins the newest open case (open, escalated or pending approval) that
 * holds the same entity; without one, a case named after the entity is created with it and assigned by the mode.
 * Each alert is a timeline entry (0) of its case.
 */
export async function fileAlertsIntoCases(
  trx: Db,
  input: {
    workspaceId: number;
    object: {
      type: CaseEntityKind;
      id: number;
      identifier: string;
      blockchain: number | null;
      riskLevel: number;
    };
    alerts: readonly OpenedAlert[];
    at: Date;
    /** The object's row was made by this screening: no case holds it yet. */
    newObject?: boolean;
    /** A batch's reads of what its transaction does not change (the auto-create levels). */
    reads?: ReadMemo | undefined;
  },
): Promise<void> {
  if (input.alerts.length === 0) return;
  const levels = new Set(
    await readOnce(input.reads, `auto-create-case-levels:${input.workspaceId}`, async () => {
      return (await readCaseSettings(trx, input.workspaceId)).autoCreateAlertLevels;
    }),
  );
  const filed = input.alerts.filter((alert) => levels.has(alert.level));
  if (filed.length === 0) return;
  const { workspaceId, object } = input;
  const open = input.newObject
    ? undefined
    : await trx
        .selectFrom('cases as c')
        .innerJoin('case_entities as ce', 'ce.case_id', 'c.id')
        .select('c.id')
        .where('c.workspace_id', '=', workspaceId)
        .where('c.status', 'in', OPEN_CASE_STATUSES)
        .where('ce.entity_type', '=', object.type)
        .where('ce.object_id', '=', object.id)
        .orderBy('c.id', 'desc')
        .executeTakeFirst();
  const timeline: FirstCaseEvent[] = filed.map((alert) => ({
    type: CASE_EVENT_TYPES.newAlertCreated,
    actorId: null,
    at: input.at,
    context: {
      alert_id: alert.id,
      rule_name: alert.ruleName,
      level: alert.level,
      entity_type: object.type,
      object_id: object.id,
      identifier: object.identifier,
      currency: object.blockchain,
    },
  }));
  if (open) {
    await recordCaseEvents(
      trx,
      timeline.map((event) => ({ ...event, workspaceId, caseId: open.id })),
    );
    return;
  }
  // A new case's timeline: its entity, its level, then the alerts that opened it, written together.
  await createCase(trx, {
    workspaceId,
    name: object.identifier,
    createdBy: null,
    isAutoCreated: true,
    at: input.at,
    entities: [
      {
        type: object.type,
        id: object.id,
        identifier: object.identifier,
        currency: object.blockchain,
        riskLevel: object.riskLevel,
      },
    ],
    alsoRecord: timeline,
    reads: input.reads,
  });
}
