import type { CaseDetail } from './cases.ts';

/**
 * A case's open alerts as its reports print them: a closed case's count says the alerts are still open (closing a
 * case leaves them as they are), so "Open Alerts 3" on a closed case does not read as a contradiction.
 */
export function caseOpenAlertsText(detail: Pick<CaseDetail, 'status' | 'open_alerts_count'>): string {
  const count = detail.open_alerts_count;
  if (detail.status !== 2 || count === 0) return String(count);
  return `${count} still open (closing a case leaves the alerts of its entities as they are)`;
}

/**
 * Who a case waits on or who approved it, as report facts: Approver for a pending case, Approved By with the date
 * for a case closed with an approval, nothing otherwise (a case closed without approval has no approver).
 */
export function caseApprovalFacts(
  detail: Pick<CaseDetail, 'approver_name' | 'approved_by_name' | 'approved_at'>,
  formatDate: (iso: string) => string,
): [string, string][] {
  const facts: [string, string][] = [];
  if (detail.approver_name) facts.push(['Approver', detail.approver_name]);
  if (detail.approved_by_name && detail.approved_at) {
    facts.push(['Approved By', `${detail.approved_by_name}, ${formatDate(detail.approved_at)}`]);
  }
  return facts;
}
