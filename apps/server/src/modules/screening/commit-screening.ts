import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Caller } from '../../plugins/auth.ts';
import { screeningSnapshotOf } from '../alert-cycles/index.ts';
import { raiseAlerts } from '../alerts/index.ts';
import { withScreeningEvent } from '../entity-audit/index.ts';
import type { AddressReport } from '../exposure/index.ts';
import type { RuleFiring } from '../risk/index.ts';
import { recordScreening } from './screening-events.repo.ts';

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
 * on, and the cycles that keep a snapshot of its exposure), and the usage event. One transaction: a failure
 * anywhere leaves the workspace as it was before the screening, never a screened row without its alerts or a
 * screening that counts no usage.
 */
export async function commitScreening<Row extends { id: number; risk_level: number }>(
  db: Db,
  input: {
    subject: ScreeningSubject;
    caller: Caller;
    at: Date;
    riskLevel: number;
    firings: readonly RuleFiring[];
    /** The report's exposure: the alert cycles' snapshot when a firing opens or extends an alert. */
    exposure: AddressReport['exposure'];
    /** When the screening started (performance.now()), for its recorded duration. */
    startedAt: number;
  },
  saveLiveRow: (trx: Db) => Promise<Row>,
): Promise<Row> {
  const { subject, caller, at } = input;
  return inTransaction(db, async (trx) => {
    const row = await withScreeningEvent(trx, { object: subject, actor: caller, at }, saveLiveRow);
    await raiseAlerts(
      trx,
      subject.workspaceId,
      { type: subject.type, id: row.id, blockchain: subject.blockchain, identifier: subject.identifier },
      input.firings,
      at,
      screeningSnapshotOf(input.exposure),
    );
    await recordScreening(trx, {
      workspaceId: subject.workspaceId,
      caller,
      objectType: subject.type,
      blockchain: subject.blockchain,
      identifier: subject.identifier,
      riskLevel: input.riskLevel,
      durationMs: performance.now() - input.startedAt,
    });
    return row;
  });
}
