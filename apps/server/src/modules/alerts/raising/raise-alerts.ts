import { riskGrewSince } from '@riskscreen/engine';
import { type AlertObjectType, ruleClauseSchema, WorkflowStageCategory } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { type ReadMemo, readOnce } from '../../../lib/read-memo.ts';
import { type CatalogueEvent, publishDomainEvents, screenedObjectRef } from '../../platform/index.ts';
import type { RuleFiring } from '../../rules/index.ts';
import {
  type EntityEventLog,
  recordCustomTagsChange,
  recordEntityEvent,
  SYSTEM_ACTOR,
} from '../../screening/index.ts';
import { recordAlertCycles, type ScreeningSnapshot } from '../cycles/index.ts';
import { ACTIVE_STAGE_CATEGORIES, stageOfCategory } from '../records/index.ts';
import { applyRuleTags } from './apply-rule-tags.ts';

const storedClausesSchema = ruleClauseSchema.array();

/**
 * Whether a firing says no more than its active alert already does: the same level, and no clause further past its
 * threshold than in the alert's latest item (a body that does not read as clauses says nothing).
 */
function saysNothingNew(
  alert: { level: number; body: unknown } | undefined,
  firing: Pick<RuleFiring, 'level' | 'clauses'>,
): boolean {
  if (alert === undefined || alert.level !== firing.level) return false;
  const latest = storedClausesSchema.safeParse(alert.body);
  return latest.success && !riskGrewSince(latest.data, firing.clauses);
}

export type AlertObject = {
  type: AlertObjectType;
  /** The screened object's row id (screened_addresses / screened_transactions). */
  id: number;
  blockchain: number | null;
  identifier: string;
};

/** An alert a screening opened (the cases it joins are the screening's call). */
export type OpenedAlert = { id: number; level: number; ruleName: string };

const OBJECT_TABLES: Partial<Record<AlertObjectType, 'screened_addresses' | 'screened_transactions'>> = {
  address: 'screened_addresses',
  transaction: 'screened_transactions',
};

/**
 * Record the firings of one screening: a rule with an active alert (open or in progress) on the object gets an
 * alert item added to it; otherwise a new alert opens in the workspace's first open stage. The item body is the
 * firing's clauses; the alert keeps the latest body and context. Concurrent screenings of the same object
 * serialise on the object's row, so a rule never gets two active alerts on one object. Rules with the
 * alert_and_tag action put their custom tag on the object in the same transaction. A firing on an active alert
 * muted beyond `now` is skipped. The alerts opened or extended start a cycle each, sharing one snapshot of what
 * the screening saw (taken only when there is such an alert).
 */
export async function raiseAlerts(
  db: Db,
  workspaceId: number,
  object: AlertObject,
  firings: readonly RuleFiring[],
  now: Date,
  snapshot?: ScreeningSnapshot,
  known: {
    /** A batch's audit log, when the object's events are written with the batch's others. */
    log?: EntityEventLog | undefined;
    /** The caller's transaction holds the object's row already (a screening locks its live row first). */
    objectLocked?: boolean;
    /** The object's row was made by this screening: it has no alerts yet. */
    newObject?: boolean;
    /** A batch's reads of what its transaction does not change (the workspace's open stage). */
    reads?: ReadMemo | undefined;
    /** Why the screening ran, in words (the monitor's, the sanctions refresh's): on the items and the snapshot. */
    reason?: string | null | undefined;
  } = {},
): Promise<{ opened: number; added: number; openedAlerts: OpenedAlert[] }> {
  if (firings.length === 0) return { opened: 0, added: 0, openedAlerts: [] };
  const { log } = known;
  // Inside the screening's transaction when it runs in one: the alerts commit with the live row or not at all.
  return inTransaction(db, async (trx) => {
    const table = OBJECT_TABLES[object.type];
    if (table && !known.objectLocked) {
      await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${object.id} AND workspace_id = ${workspaceId} FOR UPDATE`.execute(
        trx,
      );
    }
    const active = known.newObject
      ? []
      : await trx
          .selectFrom('alerts as a')
          .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
          .select(['a.id', 'a.rule_id', 'a.level', 'a.muted_until', 'a.latest_item_body'])
          .where('a.workspace_id', '=', workspaceId)
          .where('a.object_type', '=', object.type)
          .where('a.object_id', '=', object.id)
          .where(
            'a.rule_id',
            'in',
            firings.map((f) => f.ruleId),
          )
          .where('s.category', 'in', ACTIVE_STAGE_CATEGORIES)
          .orderBy('a.id')
          .execute();
    const activeByRule = new Map<number, number>();
    const mutedRules = new Set<number>();
    const latestItems = new Map<number, { level: number; body: unknown }>();
    for (const a of active) {
      if (activeByRule.has(a.rule_id)) continue;
      activeByRule.set(a.rule_id, a.id);
      latestItems.set(a.rule_id, { level: a.level, body: a.latest_item_body });
      if (a.muted_until && a.muted_until > now) mutedRules.add(a.rule_id);
    }
    // A muted alert gains nothing from re-screenings until muted_until: no item, no cycle, no tag. A re-screen the
    // product made by itself (the monitor's, the sanctions refresh's: they give a reason) adds an item only when
    // the risk grew: a new level, or a figure further past its threshold than the active alert's latest item says.
    const raised = firings.filter(
      (f) => !mutedRules.has(f.ruleId) && !(known.reason && saysNothingNew(latestItems.get(f.ruleId), f)),
    );
    // Each firing with its texts and the alert it goes to (an active one, or one it opens below).
    const entries = raised.map((firing) => ({
      firing,
      body: JSON.stringify(firing.clauses),
      context: JSON.stringify(firing.context),
      activeAlertId: activeByRule.get(firing.ruleId),
      alertId: activeByRule.get(firing.ruleId) ?? 0,
    }));
    // The firings without an active alert open one each, in one statement (the dashboard's statement trigger then
    // runs once); PostgreSQL answers a multi-row insert's rows in the order of its values.
    const fresh = entries.filter((entry) => entry.activeAlertId === undefined);
    const openedAlerts: OpenedAlert[] = [];
    if (fresh.length > 0) {
      const openStage = await readOnce(known.reads, `open-stage:${workspaceId}`, () =>
        stageOfCategory(trx, workspaceId, WorkflowStageCategory.Open),
      );
      const rows = await trx
        .insertInto('alerts')
        .values(
          fresh.map(({ firing, body, context }) => ({
            workspace_id: workspaceId,
            object_type: object.type,
            object_id: object.id,
            blockchain: object.blockchain,
            identifier: object.identifier,
            rule_id: firing.ruleId,
            level: firing.level,
            workflow_stage_id: openStage,
            opened_at: now,
            updated_at: now,
            latest_item_body: body,
            latest_context: context,
          })),
        )
        .returning(['id', 'rule_id'])
        .execute();
      for (const [n, entry] of fresh.entries()) {
        const row = rows[n];
        if (row?.rule_id !== entry.firing.ruleId) throw new Error('alerts came back out of order');
        entry.alertId = row.id;
        openedAlerts.push({ id: row.id, level: entry.firing.level, ruleName: entry.firing.ruleName });
      }
    }
    for (const { firing, body, context, activeAlertId } of entries) {
      if (activeAlertId === undefined) continue;
      await trx
        .updateTable('alerts')
        .set({ level: firing.level, latest_item_body: body, latest_context: context, updated_at: now })
        .where('id', '=', activeAlertId)
        .execute();
    }
    if (entries.length > 0) {
      await trx
        .insertInto('alert_items')
        .values(
          entries.map(({ firing, body, context, alertId }) => ({
            alert_id: alertId,
            workspace_id: workspaceId,
            identifier: firing.context?.transaction_id ?? object.identifier,
            body,
            context,
            created_at: now,
            reason: known.reason ?? null,
          })),
        )
        .execute();
    }
    // The object's audit log: rules, not a person, raise alerts.
    for (const { firing, alertId, activeAlertId } of entries) {
      await recordEntityEvent(trx, {
        object: { ...object, workspaceId },
        actor: SYSTEM_ACTOR,
        at: now,
        log,
        event: {
          type: activeAlertId === undefined ? 'alert_opened' : 'alert_item_added',
          context: {
            alert_id: alertId,
            rule_name: firing.ruleName,
            level: firing.level,
            ...(known.reason ? { reason: known.reason } : {}),
          },
        },
      });
    }
    await publishDomainEvents(
      trx,
      workspaceId,
      await alertEvents(trx, workspaceId, object, entries, known.reads),
    );
    const raisedAlertIds = new Set(entries.map((entry) => entry.alertId));
    const opened = fresh.length;
    if (snapshot) {
      // An alert opened here has exactly the one item just written.
      const knownItemCounts = new Map(openedAlerts.map((alert) => [alert.id, 1]));
      await recordAlertCycles(trx, {
        workspaceId,
        object,
        at: now,
        snapshot,
        reason: known.reason ?? null,
        alertIds: [...raisedAlertIds],
        knownItemCounts,
      });
    }
    const tagIds = raised.flatMap((f) => (f.applyTagId === null ? [] : [f.applyTagId]));
    const tagged = await applyRuleTags(trx, workspaceId, object, tagIds);
    // A tag a rule puts on the object shows in its log like one a person adds, by the system.
    await recordCustomTagsChange(trx, {
      object: { ...object, workspaceId },
      actor: SYSTEM_ACTOR,
      added: tagged,
      removed: [],
      log,
    });
    return { opened, added: raised.length - opened, openedAlerts };
  });
}

/**
 * What the firings tell the record: a new alert raised, or an item added to the active one, by the system (a rule,
 * not a person). The policy's name is read once for the new alerts (once for a batch's, with its reads), so a
 * message names it without another read.
 */
async function alertEvents(
  trx: Db,
  workspaceId: number,
  object: AlertObject,
  entries: readonly { firing: RuleFiring; alertId: number; activeAlertId: number | undefined }[],
  reads: ReadMemo | undefined,
): Promise<CatalogueEvent[]> {
  const ref = screenedObjectRef(object);
  const policyIds = [
    ...new Set(entries.filter((e) => e.activeAlertId === undefined).map((e) => e.firing.policyId)),
  ];
  const policyNames =
    policyIds.length === 0
      ? new Map<number, string>()
      : await readOnce(reads, `policy-names:${workspaceId}`, async () => {
          const policies = await trx
            .selectFrom('policies')
            .select(['id', 'name'])
            .where('workspace_id', '=', workspaceId)
            // Alone, the policies the firings name; for a batch, the workspace's (its screenings name others).
            .$if(reads === undefined, (q) => q.where('id', 'in', policyIds))
            .execute();
          return new Map(policies.map((policy) => [policy.id, policy.name]));
        });
  return entries.map(
    ({ firing, alertId, activeAlertId }): CatalogueEvent =>
      activeAlertId === undefined
        ? {
            type: 'alert.raised',
            payload: {
              ...ref,
              alertId,
              riskLevel: firing.level,
              ruleName: firing.ruleName,
              policyName: policyNames.get(firing.policyId) ?? null,
            },
          }
        : {
            type: 'alert.item_added',
            payload: { ...ref, alertId, riskLevel: firing.level, ruleName: firing.ruleName },
          },
  );
}
