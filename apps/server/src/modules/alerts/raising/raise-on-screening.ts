import type { Db } from '../../../db/client.ts';
import type { ReadMemo } from '../../../lib/read-memo.ts';
import type { AddressReport } from '../../exposure/index.ts';
import type { HookHandler } from '../../platform/index.ts';
import type { RuleFiring } from '../../rules/index.ts';
import type { EntityEventLog } from '../../screening/index.ts';
import { screeningSnapshotOf } from '../cycles/index.ts';
import { type AlertObject, type OpenedAlert, raiseAlerts } from './raise-alerts.ts';

/** What raising a screening's alerts reads of it (the screening's committed hook gives more). */
export type ScreeningToAlert = {
  subject: { workspaceId: number };
  object: AlertObject;
  firings: readonly RuleFiring[];
  at: Date;
  exposure: AddressReport['exposure'];
  firstScreening: boolean;
  /** Why the system screened, in words; null (or absent): a person's screening. */
  reason?: string | null | undefined;
  batch?: { entityEvents: EntityEventLog; reads: ReadMemo } | undefined;
  /** Filled here, for the cases the new alerts open or join. */
  openedAlerts: OpenedAlert[];
};

/** A screening's firings open or extend alerts, on the live row it has just saved (and locked). */
export const raiseScreeningAlerts: HookHandler<ScreeningToAlert> = {
  name: 'alerts.raise',
  async handle(trx: Db, screening) {
    const { batch } = screening;
    const raised = await raiseAlerts(
      trx,
      screening.subject.workspaceId,
      screening.object,
      screening.firings,
      screening.at,
      screeningSnapshotOf(screening.exposure),
      // The screening locked the live row, or made it (then it has no alerts yet).
      {
        log: batch?.entityEvents,
        objectLocked: true,
        newObject: screening.firstScreening,
        reads: batch?.reads,
        reason: screening.reason ?? null,
      },
    );
    screening.openedAlerts.push(...raised.openedAlerts);
  },
};
