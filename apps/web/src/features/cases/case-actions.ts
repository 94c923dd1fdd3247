import type { CaseAction, CaseActionDto } from '@riskscreen/shared';

/** The button of each status action the server offers (spec part 3 §4.2). */
export const CASE_ACTION_LABELS: Record<CaseAction, string> = {
  close: 'Close',
  escalate: 'Escalate',
  reopen: 'Reopen',
  accept: 'Accept',
  reject: 'Reject',
  open: 'Open',
};

/** Reject and Escalate read as warnings; the rest as plain moves. */
export function isWarningAction(action: CaseActionDto): boolean {
  return action.action === 'reject' || action.action === 'escalate';
}

/** Entity links from a case carry the case and the entity (spec part 2 §1: caseId, entityId, refCase). */
export function fromCaseQuery(caseRow: { id: number; case_id: string }, entityId: number) {
  return { caseId: caseRow.id, entityId, refCase: caseRow.case_id };
}
