import type { CaseDetail } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { findCaseDetail } from './case-detail.ts';
import { applyCaseChange, type CaseActor, type CaseChange, lockCases } from './change-case.ts';

/**
 * Rename a case, (un)assign it or move its status with a comment, in one transaction on the locked case: of two
 * concurrent identical moves the second waits, then finds the case moved (409). Nothing is written when refused.
 */
export async function updateCase(
  db: Db,
  actor: CaseActor,
  caseId: number,
  change: CaseChange,
): Promise<CaseDetail> {
  if (change.name === undefined && change.status === undefined && change.assigned_to === undefined) {
    throw HttpError.fields({ status: ['Change the name, the status or the assignee.'] });
  }
  await inTransaction(db, async (trx) => {
    const [locked] = await lockCases(trx, actor.workspaceId, [caseId]);
    if (!locked) throw notFound();
    await applyCaseChange(trx, actor, locked, change);
  });
  return findCaseDetail(db, actor, caseId);
}
