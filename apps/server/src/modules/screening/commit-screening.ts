import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Caller } from '../../plugins/auth.ts';
import { screeningSnapshotOf } from '../alert-cycles/index.ts';
import { autoResolveAlerts } from '../alert-workflow/index.ts';
import { raiseAlerts } from '../alerts/index.ts';
import { consumeCredit } from '../billing/index.ts';
import { fileAlertsIntoCases } from '../case-records/index.ts';
import { customersOfScreening } from '../customer-records/index.ts';
import { assessCustomers } from '../customer-screening/index.ts';
import { withScreeningEvent } from '../entity-audit/index.ts';
import type { AddressReport } from '../exposure/index.ts';
import type { RuleFiring } from '../risk/index.ts';
import type { ScreeningBatch } from './screening-batch.ts';
import { type NewScreeningEvent, recordScreening } from './screening-events.repo.ts';

/** The screened object as the audit log and the alerts name it. */
export type ScreeningSubject = {
  workspaceId: number;
  type: 'address' | 'transaction';
  blockchain: number;
  identifier: string;
  destinationTag?: number | null;
};

/**
 * Store what a screening found as one unit of work: the live row and its audit entry ('screened' or
 * 'rescreened'), the alerts and alert items its rule firings open or extend (with the tags alert_and_tag rules put
 * on, and the cycles that keep a snapshot of its exposure), the cases the new alerts open or join (decision 0025),
 * and the usage event (one credit of the organisation's plan, decision 0030). One transaction: a failure anywhere leaves the workspace as it was before the screening,
 * never a screened row without its alerts or a screening that counts no usage. The customer the screening names is created if absent, and the level of each
 * customer whose rows it changes is recomputed in the same unit of work (decision 0026).
 */
export async function commitScreening<
  Row extends { id: number; risk_level: number; customer_id: string | null },
>(
  db: Db,
  input: {
    subject: ScreeningSubject;
    caller: Caller;
    at: Date;
    riskLevel: number;
    firings: readonly RuleFiring[];
    /** The rules the screening ran: an active alert of one that did not fire may auto-resolve (decision 0028). */
    evaluatedRuleIds: readonly number[];
    /** The report's exposure: the alert cycles' snapshot when a firing opens or extends an alert. */
    exposure: AddressReport['exposure'];
    /** When the screening started (performance.now()), for its recorded duration. */
    startedAt: number;
    /** The customer id the screening names, if any. */
    customerId?: string | null;
    /** The batch when the screening is one of a batch committed together (see ScreeningBatch). */
    batch?: ScreeningBatch | undefined;
  },
  saveLiveRow: (trx: Db, liveRowId: number | null) => Promise<Row>,
): Promise<Row> {
  const { subject, caller, at } = input;
  return inTransaction(db, async (trx) => {
    // The organisation's credit first, under its lock: past the plan's credit limit nothing below is written.
    const { batch } = input;
    await (batch
      ? batch.credits.consume(trx, subject.workspaceId, at)
      : consumeCredit(trx, subject.workspaceId, at));
    // The live row this screening replaces, when the batch has locked and read it already (null: there is none).
    const previous = batch?.takeLiveRow(subject);
    const customers = await customersOfScreening(trx, subject, {
      customerId: input.customerId,
      createdBy: caller.userId,
      at,
      ...(previous !== undefined && { previousCustomerId: previous?.customerId ?? null }),
    });
    const { row, delisting, firstScreening } = await withScreeningEvent(
      trx,
      {
        object: subject,
        actor: caller,
        at,
        log: batch?.entityEvents,
        ...(previous !== undefined && { previous }),
      },
      saveLiveRow,
    );
    const object = {
      type: subject.type,
      id: row.id,
      blockchain: subject.blockchain,
      identifier: subject.identifier,
    };
    const raised = await raiseAlerts(
      trx,
      subject.workspaceId,
      object,
      input.firings,
      at,
      screeningSnapshotOf(input.exposure),
      // withScreeningEvent locked the live row, or made it (then it has no alerts yet).
      { log: batch?.entityEvents, objectLocked: true, newObject: firstScreening, reads: batch?.reads },
    );
    // Alerts at the workspace's auto-resolve levels whose rule no longer fires close, by the system, with the reason
    // (a first screening's live row is new: it has no alerts but the ones just raised).
    if (!firstScreening) {
      await autoResolveAlerts(trx, {
        workspaceId: subject.workspaceId,
        object,
        evaluatedRuleIds: input.evaluatedRuleIds,
        firedRuleIds: input.firings.map((f) => f.ruleId),
        reason: delisting,
        now: at,
        log: batch?.entityEvents,
      });
    }
    // An alert at one of the workspace's auto-create levels opens a case, or joins the entity's open case.
    await fileAlertsIntoCases(trx, {
      workspaceId: subject.workspaceId,
      object: { ...object, riskLevel: row.risk_level },
      alerts: raised.openedAlerts,
      at,
      newObject: firstScreening,
      reads: batch?.reads,
    });
    const event: NewScreeningEvent = {
      workspaceId: subject.workspaceId,
      caller,
      objectType: subject.type,
      blockchain: subject.blockchain,
      identifier: subject.identifier,
      riskLevel: input.riskLevel,
      durationMs: performance.now() - input.startedAt,
      at,
    };
    if (batch) batch.recordScreening(event);
    else await recordScreening(trx, event);
    await assessCustomers(trx, subject.workspaceId, [...customers, row.customer_id], at);
    return row;
  });
}
