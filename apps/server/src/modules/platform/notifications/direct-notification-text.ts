import type { DomainEventPayloads } from '@riskscreen/shared';
import type { NotificationText } from './object-notification-text.ts';

/** A mention's body is the comment's beginning. */
const EXCERPT = 300;

/** A case's page in the workspace, as the comment pages name it. */
function casePath(caseId: number, workspaceSlug: string): string {
  return `/cases/${caseId}?${new URLSearchParams({ workspace: workspaceSlug })}`;
}

/** The page an alert opens on: its object's page with the alert selected (a customer's by its customer id). */
function alertPath(alert: NonNullable<DomainEventPayloads['alert.assigned']['alert']>): string {
  const object =
    alert.objectType === 'customer'
      ? `customers/${encodeURIComponent(alert.identifier)}`
      : `${alert.objectType === 'transaction' ? 'transactions' : 'addresses'}/${alert.objectId}`;
  return `/${object}?alert=${alert.alertId}`;
}

export function mentionText(mention: DomainEventPayloads['comment.mentioned']): NotificationText {
  const { text } = mention;
  return {
    title: `${mention.authorName ?? 'RiskScreen'} mentioned you in a comment`,
    body: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text,
    link: mention.link,
  };
}

/** One alert's own update names it and opens it; a bulk update counts them and opens the assignee's queue. */
export function alertAssignmentText(assigned: DomainEventPayloads['alert.assigned']): NotificationText {
  const { alert } = assigned;
  const count = assigned.alertIds.length;
  const what = alert
    ? `alert #${alert.alertId} (${alert.ruleName}) on ${alert.identifier}`
    : count === 1
      ? '1 alert'
      : `${count} alerts`;
  return {
    title: 'An alert was assigned to you',
    body: `${assigned.assignedByName} assigned ${what} to you.`,
    link: alert ? alertPath(alert) : '/alerts?tab=assigned_to_me',
  };
}

export function caseAssignmentText(
  assigned: DomainEventPayloads['case.assigned'],
  workspaceSlug: string,
): NotificationText {
  return {
    title: 'A case was assigned to you',
    body: assigned.title,
    link: casePath(assigned.caseId, workspaceSlug),
  };
}

export function approvalRequestText(
  requested: DomainEventPayloads['case.approval_requested'],
  workspaceSlug: string,
): NotificationText {
  return {
    title: 'A case waits for your approval',
    body: requested.title,
    link: casePath(requested.caseId, workspaceSlug),
  };
}

export function caseDecisionText(
  decided: DomainEventPayloads['case.approval_decided'],
  workspaceSlug: string,
): NotificationText {
  const verdict = decided.approved ? 'accepted and closed' : 'rejected and reopened';
  return {
    title: `${decided.caseNumber} was ${decided.approved ? 'accepted' : 'rejected'}`,
    body: `The approver ${verdict} "${decided.title}": ${decided.comment}`,
    link: casePath(decided.caseId, workspaceSlug),
  };
}

export function uploadEndText(finished: DomainEventPayloads['upload.finished']): NotificationText {
  const { rows, failed } = finished;
  return {
    title: failed === 0 ? 'File upload complete' : 'File upload finished with errors',
    body:
      `${finished.fileName}: ${rows - failed} of ${rows} rows succeeded` +
      (failed > 0 ? `, ${failed} failed.` : '.'),
    link: '/dashboard',
  };
}
