import type { DataCoverage } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import type { Caller } from '../../../plugins/auth.ts';
import type { AddressReport } from '../../exposure/index.ts';
import type { RuleFiring } from '../../rules/index.ts';
import { type ReplacedLiveRow, withScreeningEvent } from '../entity-audit/index.ts';
import type { AddressRowDeferral } from '../screened-objects/index.ts';
import { announceScreening } from './screening-announcements.ts';
import type { ScreeningBatch } from './screening-batch.ts';
import {
  type ScreeningOptions,
  type ScreeningStarting,
  type ScreeningSubject,
  screeningCommitted,
  screeningStarting,
} from './screening-hooks.ts';

export type { ScreeningSubject } from './screening-hooks.ts';

/** What a screening found, as commitScreening records it: the report's level and exposure, the rules' outcome. */
export function screeningFindings(
  report: { riskLevel: number; exposure: AddressReport['exposure']; dataCoverage?: DataCoverage | null },
  outcome: { firings: readonly RuleFiring[]; evaluatedRuleIds: readonly number[] },
  startedAt: number,
  options: ScreeningOptions,
) {
  return {
    riskLevel: report.riskLevel,
    firings: outcome.firings,
    evaluatedRuleIds: outcome.evaluatedRuleIds,
    exposure: report.exposure,
    dataCoverage: report.dataCoverage ?? null,
    startedAt,
    reason: options.reason ?? null,
  };
}

/**
 * Store what a screening found as one unit of work. The screening announces itself to the areas that change with it
 * (in-transaction hooks, wired in modules/wiring.ts in the order they run): before the save, the organisation's
 * credit (decision 0030) and the customer it names (decision 0026); then the live row with its audit entry
 * ('screened' or 'rescreened'); then the alerts its firings open or extend and those that auto-resolve (decision
 * 0028), the cases the new alerts open or join (decision 0025), its usage event and the customers' levels. Last, the
 * record of domain events is told (screening.done, risk.level_changed). One transaction: a failure anywhere leaves the
 * workspace as it was, never a screened row without its alerts or a screening that counts no usage.
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
    /** What the installation holds for the object (decision 0046): the reason of a level no rule could give. */
    dataCoverage?: DataCoverage | null | undefined;
    /** Who asked, for the screening.done event ('upload', 'sanctions-refresh'…); else how the caller came in. */
    source?: string | undefined;
    /** The batch when the screening is one of a batch committed together (see ScreeningBatch). */
    batch?: ScreeningBatch | undefined;
    /** Why the system screened again, in words (the monitor, the sanctions refresh); none for a person's. */
    reason?: string | null | undefined;
  },
  saveLiveRow: (
    trx: Db,
    liveRow: ReplacedLiveRow | null,
    deferTo: AddressRowDeferral | undefined,
  ) => Promise<Row>,
): Promise<Row> {
  const { subject, caller, at, batch } = input;
  return inTransaction(db, async (trx) => {
    // The live row this screening replaces, when the batch has locked and read it already (null: there is none).
    const previous = batch?.takeLiveRow(subject);
    // Not read by the batch (a second screening of the object in it): the row is read as the batch left it.
    if (batch && previous === undefined) await batch.writeLiveRows(trx);
    const starting: ScreeningStarting = {
      subject,
      caller,
      at,
      customerId: input.customerId,
      previousCustomerId: previous === undefined ? undefined : (previous?.customerId ?? null),
      batch,
      customers: [],
    };
    await screeningStarting.run(trx, starting);
    const { row, delisting, firstScreening, previousRiskLevel } = await withScreeningEvent(
      trx,
      {
        object: subject,
        actor: caller,
        at,
        log: batch?.entityEvents,
        reads: batch?.reads,
        ...(previous !== undefined && { previous }),
      },
      (trx, liveRow) => {
        // A save of a row the batch read, naming no customer, may be written with the batch's others: the hooks
        // below then read the row's level and customer as they were, which that save leaves as they are.
        const replaced =
          batch && liveRow?.read && !input.customerId && starting.customers.length === 0
            ? { ...liveRow.read, riskLevel: liveRow.riskLevel }
            : undefined;
        return saveLiveRow(
          trx,
          liveRow,
          batch && replaced ? { replaced, defer: (w) => batch.deferAddressRow(w) } : undefined,
        );
      },
    );
    const object = {
      type: subject.type,
      id: row.id,
      blockchain: subject.blockchain,
      identifier: subject.identifier,
    };
    await screeningCommitted.run(trx, {
      subject,
      caller,
      at,
      object,
      riskLevel: row.risk_level,
      screenedRiskLevel: input.riskLevel,
      firings: input.firings,
      evaluatedRuleIds: input.evaluatedRuleIds,
      exposure: input.exposure,
      firstScreening,
      reason: input.reason ?? null,
      delisting,
      startedAt: input.startedAt,
      batch,
      customers: [...starting.customers, row.customer_id],
      openedAlerts: [],
    });
    await announceScreening(
      trx,
      {
        workspaceId: subject.workspaceId,
        object,
        caller,
        source: input.source,
        riskLevel: row.risk_level,
        previousRiskLevel,
        firings: input.firings,
        dataCoverage: input.dataCoverage ?? null,
      },
      batch,
    );
    return row;
  });
}
