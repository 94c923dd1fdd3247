import type { Db } from '../../../db/client.ts';
import { notifyUsers } from '../../platform/index.ts';

export type CaseDecision = {
  workspaceId: number;
  approverId: number;
  caseName: string;
  caseNumber: string;
  decision: 'accept' | 'reject';
  /** The approver's comment, as plain text. */
  comment: string;
  link: string;
  /** Who sent the case for approval and who it is assigned to: the people waiting on the decision. */
  waiting: ReadonlyArray<number | null>;
};

/**
 * Tell the people waiting on an approval what the approver decided, in the app and by mail (the assignment
 * subscription: a decision on one's case is the answer to a case of one's own). The approver is not told of their
 * own decision.
 */
export async function notifyCaseDecision(trx: Db, input: CaseDecision): Promise<void> {
  const userIds = input.waiting.filter((id): id is number => id !== null && id !== input.approverId);
  const verdict = input.decision === 'accept' ? 'accepted and closed' : 'rejected and reopened';
  await notifyUsers(trx, {
    workspaceId: input.workspaceId,
    userIds,
    kind: 'case_decision',
    title: `${input.caseNumber} was ${input.decision === 'accept' ? 'accepted' : 'rejected'}`,
    body: `The approver ${verdict} "${input.caseName}": ${input.comment}`,
    link: input.link,
    emailSetting: 'assignment_notifications',
  });
}
