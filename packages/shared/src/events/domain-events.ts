import type { DataCoverage } from '../enums/data-coverage.ts';
import type { CommentObjectType } from '../schemas/comments.ts';

/**
 * The catalogue of domain events: every change someone may be told about, with the facts a consumer needs without
 * reading the producer's tables. Producers write them in the change's own transaction (the server's events module);
 * in-app notifications, mail, webhooks, chat, custody and the monitor read them after the commit.
 * Payloads are plain JSON: ids are numbers, moments ISO strings, risk levels the numbers of RiskLevel.
 */

/** What an alert, a screening or a risk change is about. */
export type ScreenedObjectType = 'address' | 'transaction' | 'customer';

/** The object an event is about, named as a message can show it without another read. */
export type ScreenedObjectRef = {
  objectType: ScreenedObjectType;
  objectId: number;
  /** The address, the transaction hash or the customer's external id. */
  identifier: string;
  /** The chain's currency code; null for a customer. */
  currency: string | null;
};

export type DomainEventPayloads = {
  /** A screening of an address, transaction or customer committed (every screening, whatever it found). */
  'screening.done': ScreenedObjectRef & {
    screeningId: number;
    riskLevel: number;
    dataCoverage: DataCoverage | null;
    /** Who asked: 'web', 'api', 'upload', 'monitor', 'sanctions-refresh'… */
    source: string;
  };
  /** The object's risk level differs from what its previous screening said (the first screening counts from none). */
  'risk.level_changed': ScreenedObjectRef & {
    previousRiskLevel: number | null;
    riskLevel: number;
    /** Why, in words a reader understands ("attributed to Sanctions", "2 hops from a Darknet market"). */
    reason: string;
  };
  /** A rule fired and a new alert opened. */
  'alert.raised': ScreenedObjectRef & {
    alertId: number;
    riskLevel: number;
    ruleName: string;
    policyName: string | null;
  };
  /** A rule fired again on an object with an open alert of that rule: the alert gained an item. */
  'alert.item_added': ScreenedObjectRef & { alertId: number; riskLevel: number; ruleName: string };
  /** An alert moved from one workflow stage to another (by someone, or by the system). */
  'alert.stage_changed': ScreenedObjectRef & {
    alertId: number;
    fromStage: string;
    toStage: string;
    /** The status group of the new stage: 'open', 'in_review' or 'closed'. */
    status: string;
  };
  /** An alert reached a closed stage (resolved by a person, auto-resolved, closed by archiving). */
  'alert.resolved': ScreenedObjectRef & { alertId: number; stage: string; reason: string | null };
  /**
   * Alerts changed assignee, by one person's update of one alert or a bulk update (one event for the change): the
   * alerts whose assignee it changed, to whom (null: unassigned).
   */
  'alert.assigned': {
    assigneeId: number | null;
    alertIds: number[];
    /** The one alert of an update on its own page, named as a message shows it; null for a bulk update. */
    alert: (ScreenedObjectRef & { alertId: number; ruleName: string }) | null;
    /** Who assigned them, as the product names them. */
    assignedByName: string;
  };
  'case.opened': { caseId: number; title: string; riskLevel: number; assigneeId: number | null };
  'case.status_changed': { caseId: number; title: string; fromStatus: string; toStatus: string };
  /** A case changed assignee (null: unassigned). */
  'case.assigned': { caseId: number; title: string; assigneeId: number | null };
  /** A case waits for an approver under mandatory approval. */
  'case.approval_requested': {
    caseId: number;
    title: string;
    approverId: number | null;
    requestedById: number | null;
  };
  /** The approver accepted or rejected the case. */
  'case.approval_decided': {
    caseId: number;
    /** The case's number ('CASE-000012'). */
    caseNumber: string;
    title: string;
    approved: boolean;
    approverId: number | null;
    requestedById: number | null;
    /** Who the case is assigned to: with the requester, the people waiting on the decision. */
    assigneeId: number | null;
    /** The approver's comment, as plain text. */
    comment: string;
  };
  /** A bulk upload ended (every row screened or failed). */
  'upload.finished': {
    /** The upload's id: a UUID, as its links carry it. */
    uploadId: string;
    fileName: string;
    rows: number;
    failed: number;
    uploadedById: number | null;
  };
  /** A workspace's weekly or monthly summary was made (decision 0084): its figures, as the mail tells them. */
  'summary.period_ended': {
    kind: 'weekly' | 'monthly';
    /** The period's first and last UTC day, YYYY-MM-DD. */
    periodStart: string;
    periodEnd: string;
    /** "Weekly summary for Alpha: 12–18 Oct 2026". */
    title: string;
    /** One line: the period in brief, or that nothing happened. */
    body: string;
    /** The figures, label and value, in the dashboard's words (none in a quiet period). */
    lines: { label: string; value: string }[];
    /** The period's dashboard, relative to the web app. */
    link: string;
  };
  /** A new comment mentions members (never its author). */
  'comment.mentioned': {
    commentId: number;
    /** What the comment is on, and the alert it is about (null: the object itself). */
    objectType: CommentObjectType;
    objectId: number;
    alertId: number | null;
    /** null: the system's own comment. */
    authorId: number | null;
    authorName: string | null;
    mentionedUserIds: number[];
    /** The comment as plain text. */
    text: string;
    /** The page the comment is read on, a path of the web app (as the page that took the comment names it). */
    link: string;
  };
};

export type DomainEventType = keyof DomainEventPayloads;

export const DOMAIN_EVENT_TYPES = [
  'screening.done',
  'risk.level_changed',
  'alert.raised',
  'alert.item_added',
  'alert.stage_changed',
  'alert.resolved',
  'alert.assigned',
  'case.opened',
  'case.status_changed',
  'case.assigned',
  'case.approval_requested',
  'case.approval_decided',
  'upload.finished',
  'summary.period_ended',
  'comment.mentioned',
] as const satisfies readonly DomainEventType[];
