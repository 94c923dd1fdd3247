import type { Db } from '../../../db/client.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import type { HookHandler } from '../../platform/index.ts';
import type { EntityEventLog } from '../../screening/index.ts';
import { activeAlertKey, activeAlertObjects } from './active-alert-objects.ts';
import { autoResolveAlerts, type ResolvedObject } from './auto-resolve-alerts.ts';

/** What auto-resolving reads of a re-screen (the screening's committed hook gives more). */
export type ScreeningToResolve = {
  subject: { workspaceId: number };
  object: ResolvedObject;
  evaluatedRuleIds: readonly number[];
  firings: readonly { ruleId: number }[];
  delisting: string | undefined;
  at: Date;
  firstScreening: boolean;
  batch?:
    | {
        entityEvents: EntityEventLog;
        reads: ReadMemo;
        lockedObjects: readonly { type: 'address' | 'transaction'; id: number }[];
      }
    | undefined;
};

/**
 * Alerts at the workspace's auto-resolve levels whose rule no longer fires close, by the system, with the reason
 * (decision 0028). A first screening's live row is new: it has no alerts but the ones just raised. In a batch, an
 * object the batch found without an active alert (and that no screening of the batch has fired on since) has
 * nothing to close, and costs no statement.
 */
export const autoResolveOnScreening: HookHandler<ScreeningToResolve> = {
  name: 'alerts.auto-resolve',
  async handle(trx: Db, screening) {
    const { batch, object } = screening;
    if (batch && (object.type === 'address' || object.type === 'transaction')) {
      const key = activeAlertKey({ type: object.type, id: object.id });
      const { known, active } = await activeAlertObjects(trx, batch, screening.subject.workspaceId);
      if (screening.firings.length > 0) active.add(key);
      if (known.has(key) && !active.has(key)) return;
    }
    if (screening.firstScreening) return;
    await autoResolveAlerts(trx, {
      workspaceId: screening.subject.workspaceId,
      object: screening.object,
      evaluatedRuleIds: screening.evaluatedRuleIds,
      firedRuleIds: screening.firings.map((f) => f.ruleId),
      reason: screening.delisting,
      now: screening.at,
      log: screening.batch?.entityEvents,
    });
  },
};
