import { type CaseAction, type CaseActionDto, CaseStatus } from '@riskscreen/shared';

type Status = 1 | 2 | 3 | 4;

/**
 * The actions offered per current status (spec part 3 §4.2): from 1 Close or Escalate; from 2 Reopen; from 3 Close;
 * from 4 an approver (case role 1) Accepts (closed) or Rejects (open), anyone else Opens or Escalates it.
 */
export function caseActions(status: number, isApprover: boolean): CaseActionDto[] {
  switch (status) {
    case CaseStatus.Open:
      return [
        { action: 'close', status: CaseStatus.Closed },
        { action: 'escalate', status: CaseStatus.Escalated },
      ];
    case CaseStatus.Closed:
      return [{ action: 'reopen', status: CaseStatus.Open }];
    case CaseStatus.Escalated:
      return [{ action: 'close', status: CaseStatus.Closed }];
    case CaseStatus.PendingApproval:
      return isApprover
        ? [
            { action: 'accept', status: CaseStatus.Closed },
            { action: 'reject', status: CaseStatus.Open },
          ]
        : [
            { action: 'open', status: CaseStatus.Open },
            { action: 'escalate', status: CaseStatus.Escalated },
          ];
    default:
      return [];
  }
}

export type StatusMove =
  | { ok: true; action: CaseAction; to: Status; needsApprover: boolean }
  | { ok: false; conflict: boolean; message: string };

export const STATUS_NAMES: Record<number, string> = {
  1: 'Open',
  2: 'Closed',
  3: 'Escalated',
  4: 'Pending Approval',
};

/**
 * Where a requested status takes the case. With mandatory approval, Close by anyone but an approver sends the case
 * to pending approval (an approver is then assigned); an approver closes directly. A request for the status the
 * case has is a conflict (someone did it first), like any move the table does not offer.
 */
export function resolveStatusMove(
  current: number,
  requested: number,
  who: { isApprover: boolean; mandatoryApproval: boolean },
): StatusMove {
  if (requested === current) {
    return { ok: false, conflict: true, message: `The case is already ${STATUS_NAMES[current]}.` };
  }
  const offered = caseActions(current, who.isApprover).find((a) => a.status === requested);
  if (!offered) {
    return {
      ok: false,
      conflict: false,
      message: `A case that is ${STATUS_NAMES[current]} cannot move to ${STATUS_NAMES[requested] ?? requested}.`,
    };
  }
  if (offered.action === 'close' && who.mandatoryApproval && !who.isApprover) {
    return { ok: true, action: 'close', to: CaseStatus.PendingApproval, needsApprover: true };
  }
  return { ok: true, action: offered.action, to: requested as Status, needsApprover: false };
}
