import { readOnce } from '../../lib/read-memo.ts';
import { refuseWithoutCredit } from '../billing/index.ts';
import { type ExposureDeps, workspaceTraceSettings } from '../exposure/index.ts';

/**
 * No credit left: refused before the trace (commitScreening decides again under the lock). In a batch, checked
 * once for the batch: the lock decides each screening.
 */
export function refuseEarlyWithoutCredit(deps: ExposureDeps, workspaceId: number, now: Date): Promise<void> {
  return readOnce(deps.reads, `credit-check:${workspaceId}`, () =>
    refuseWithoutCredit(deps.db, workspaceId, now),
  );
}

/** The workspace's hop limit and minimum edge value: read once per batch of screenings. */
export function traceSettingsOf(deps: ExposureDeps, workspaceId: number) {
  return readOnce(deps.reads, `trace-settings:${workspaceId}`, () =>
    workspaceTraceSettings(deps.db, workspaceId),
  );
}
