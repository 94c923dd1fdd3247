import type { Db } from '../../../db/client.ts';
import type { HookHandler } from '../../platform/index.ts';
import type { EntityEventLog } from '../../screening/index.ts';
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
  batch?: { entityEvents: EntityEventLog } | undefined;
};

/**
 * Alerts at the workspace's auto-resolve levels whose rule no longer fires close, by the system, with the reason
 * (decision 0028). A first screening's live row is new: it has no alerts but the ones just raised.
 */
export const autoResolveOnScreening: HookHandler<ScreeningToResolve> = {
  name: 'alerts.auto-resolve',
  async handle(trx: Db, screening) {
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
