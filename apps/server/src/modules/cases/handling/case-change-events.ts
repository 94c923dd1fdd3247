import { CASE_EVENT_TYPES, CaseStatus } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { type CatalogueEvent, publishDomainEvents } from '../../platform/index.ts';
import { STATUS_NAMES } from './case-status.ts';

/**
 * Tell the record that a case moved from one status to another, in the change's transaction; a move to pending
 * approval also asks for the approval, and an approver's accept or reject out of it decides it. Called after the
 * move's timeline entry is written, so the person who asked is the author of the move into pending approval.
 */
export async function publishStatusMove(
  trx: Db,
  input: {
    workspaceId: number;
    caseId: number;
    title: string;
    from: number;
    to: number;
    action: string;
    actorId: number;
    approverId: number | null;
    /** The case's number and the move's comment as plain text (a decision's message quotes it). */
    caseNumber: string;
    comment: string;
    /** Who a pending case waits on: who sent it for approval (as the case keeps it) and its assignee. */
    waiting: { requestedById: number | null; assigneeId: number | null };
  },
): Promise<void> {
  const { caseId, title } = input;
  const events: CatalogueEvent[] = [
    {
      type: 'case.status_changed',
      payload: {
        caseId,
        title,
        fromStatus: STATUS_NAMES[input.from] ?? String(input.from),
        toStatus: STATUS_NAMES[input.to] ?? String(input.to),
      },
    },
  ];
  if (input.to === CaseStatus.PendingApproval) {
    events.push({
      type: 'case.approval_requested',
      payload: { caseId, title, approverId: input.approverId, requestedById: input.actorId },
    });
  } else if (
    input.from === CaseStatus.PendingApproval &&
    (input.action === 'accept' || input.action === 'reject')
  ) {
    events.push({
      type: 'case.approval_decided',
      payload: {
        caseId,
        caseNumber: input.caseNumber,
        title,
        approved: input.action === 'accept',
        approverId: input.actorId,
        requestedById: input.waiting.requestedById ?? (await approvalRequester(trx, caseId)),
        assigneeId: input.waiting.assigneeId,
        comment: input.comment,
      },
    });
  }
  await publishDomainEvents(trx, input.workspaceId, events, input.actorId);
}

/**
 * Who sent the pending case for approval, for a case that does not keep it: the author of the last status move
 * before the decision's own.
 */
async function approvalRequester(trx: Db, caseId: number): Promise<number | null> {
  const moves = await trx
    .selectFrom('case_events')
    .select('actor_id')
    .where('case_id', '=', caseId)
    .where('type', '=', CASE_EVENT_TYPES.caseStatusUpdated)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  return moves[1]?.actor_id ?? null;
}
