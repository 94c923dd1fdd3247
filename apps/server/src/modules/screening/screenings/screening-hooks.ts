import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../plugins/auth.ts';
import type { AddressReport } from '../../exposure/index.ts';
import { type HookHandler, InTransactionHook } from '../../platform/index.ts';
import type { RuleFiring } from '../../rules/index.ts';
import type { ScreeningBatch } from './screening-batch.ts';
import { type NewScreeningEvent, recordScreening } from './screening-events.repo.ts';

/** What the system says of a screening it runs (no person asked): why, in words. */
export type ScreeningOptions = { reason?: string | null | undefined };

/** The screened object as the audit log and the alerts name it. */
export type ScreeningSubject = {
  workspaceId: number;
  type: 'address' | 'transaction';
  blockchain: number;
  identifier: string;
  destinationTag?: number | null;
};

/**
 * A screening about to save its live row, in its transaction: the organisation's credit is taken (billing) and the
 * customer it names made (customers) before anything is written. Handlers add the customers whose rows the
 * screening changes to `customers`, for the assessment after the save.
 */
export type ScreeningStarting = {
  subject: ScreeningSubject;
  caller: Caller;
  at: Date;
  /** The customer id the screening names, if any. */
  customerId: string | null | undefined;
  /** The customer of the live row it replaces, when the batch has read that row; undefined: not read yet. */
  previousCustomerId: string | null | undefined;
  batch: ScreeningBatch | undefined;
  customers: (string | null)[];
};

/**
 * A screening whose live row (and its audit entry) is saved, in the same transaction: the alerts its firings open
 * or extend and those that stop firing auto-resolve (alerts), the cases the opened alerts open or join (cases), its
 * usage event, and the customers' levels (customers). A handler passes what the next ones need on the payload
 * (`openedAlerts`), so they run in the order the wiring lists them.
 */
export type ScreeningCommitted = {
  subject: ScreeningSubject;
  caller: Caller;
  at: Date;
  /** The saved live row, as alerts and cases name it. */
  object: { type: 'address' | 'transaction'; id: number; blockchain: number; identifier: string };
  /** The live row's level after the save. */
  riskLevel: number;
  /** The level the screening computed (its usage event records it). */
  screenedRiskLevel: number;
  firings: readonly RuleFiring[];
  evaluatedRuleIds: readonly number[];
  exposure: AddressReport['exposure'];
  /** The live row is new: it has no alerts and no case holds it yet. */
  firstScreening: boolean;
  /**
   * Why the screening ran, in words, when no person asked (the monitor's new funds, label or rule change; the
   * sanctions refresh's list): the alert items it adds and the snapshot of their cycles keep it. Null: a person's.
   */
  reason: string | null;
  /** The re-screen's delisting reason, if any (auto-resolve gives it). */
  delisting: string | undefined;
  /** When the screening started (performance.now()), for its recorded duration. */
  startedAt: number;
  batch: ScreeningBatch | undefined;
  /** The customers whose rows the screening changed: the starting hook's, and the live row's. */
  customers: readonly (string | null)[];
  /** Filled by the alerts' handler: the alerts the screening opened (a case may open for them). */
  openedAlerts: { id: number; level: number; ruleName: string }[];
};

/** Announced before the live row is saved (consumers: modules/wiring.ts). */
export const screeningStarting = new InTransactionHook<ScreeningStarting>('screeningStarting');

/** Announced once the live row is saved (consumers: modules/wiring.ts). */
export const screeningCommitted = new InTransactionHook<ScreeningCommitted>('screeningCommitted');

/** The screening's own usage event (one per screening; a batch writes them together). */
export const recordScreeningUsage: HookHandler<ScreeningCommitted> = {
  name: 'screening.usage-event',
  async handle(trx: Db, screening) {
    const { subject, batch } = screening;
    const event: NewScreeningEvent = {
      workspaceId: subject.workspaceId,
      caller: screening.caller,
      objectType: subject.type,
      blockchain: subject.blockchain,
      identifier: subject.identifier,
      riskLevel: screening.screenedRiskLevel,
      durationMs: performance.now() - screening.startedAt,
      at: screening.at,
    };
    if (batch) batch.recordScreening(event);
    else await recordScreening(trx, event);
  },
};
