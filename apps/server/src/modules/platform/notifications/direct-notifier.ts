import { catalogueEvent, type DomainEvent, type EventSubscriber } from '../events/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import {
  alertAssignmentText,
  approvalRequestText,
  caseAssignmentText,
  caseDecisionText,
  mentionText,
  uploadEndText,
} from './direct-notification-text.ts';
import { type EventNotice, eventNotifier } from './event-notifier.ts';

/** The events that tell named people: the mentioned, the assignee, the approver, those waiting on a decision, the uploader. */
export const DIRECT_EVENT_TYPES = [
  'comment.mentioned',
  'alert.assigned',
  'case.assigned',
  'case.approval_requested',
  'case.approval_decided',
  'upload.finished',
] as const;

/** The people an event names, except the one who made the change (nobody is told of what they did themselves). */
function others(ids: ReadonlyArray<number | null>, actor: number | null): number[] {
  return ids.filter((id): id is number => id !== null && id !== actor);
}

/** Who an event tells, what, and which setting decides the mail (null: it tells nobody). */
function noticeOf(event: DomainEvent, slug: string): EventNotice | null {
  const actor = event.actorUserId;
  const mention = catalogueEvent(event, 'comment.mentioned');
  if (mention) {
    return {
      userIds: others(mention.payload.mentionedUserIds, mention.payload.authorId),
      kind: 'mention',
      emailSetting: 'mention_notifications',
      ...mentionText(mention.payload),
    };
  }
  const alerts = catalogueEvent(event, 'alert.assigned');
  if (alerts) {
    return {
      userIds: others([alerts.payload.assigneeId], actor),
      kind: 'assignment',
      emailSetting: 'assignment_notifications',
      ...alertAssignmentText(alerts.payload),
    };
  }
  const assigned = catalogueEvent(event, 'case.assigned');
  if (assigned) {
    return {
      userIds: others([assigned.payload.assigneeId], actor),
      kind: 'assignment',
      emailSetting: 'assignment_notifications',
      ...caseAssignmentText(assigned.payload, slug),
    };
  }
  const requested = catalogueEvent(event, 'case.approval_requested');
  if (requested) {
    return {
      userIds: others([requested.payload.approverId], actor),
      kind: 'assignment',
      emailSetting: 'assignment_notifications',
      ...approvalRequestText(requested.payload, slug),
    };
  }
  const decided = catalogueEvent(event, 'case.approval_decided');
  if (decided) {
    // A decision on one's case answers a case of one's own: the assignment setting decides its mail.
    return {
      userIds: others(
        [decided.payload.requestedById, decided.payload.assigneeId],
        decided.payload.approverId,
      ),
      kind: 'case_decision',
      emailSetting: 'assignment_notifications',
      ...caseDecisionText(decided.payload, slug),
    };
  }
  const upload = catalogueEvent(event, 'upload.finished');
  if (upload) {
    return {
      userIds: others([upload.payload.uploadedById], null),
      kind: 'upload',
      emailSetting: 'file_upload_status',
      ...uploadEndText(upload.payload),
    };
  }
  return null;
}

/**
 * Mentions, assignments, approval requests and decisions, and upload endings for the people they name: always in the
 * app, and by mail as each one's setting for the kind says. It reads only the event (and the workspace's slug for
 * links): the wording lives here, not in the areas that made the change. It runs in the transaction that moves its
 * position, so an event delivered twice notifies once.
 */
export function directNotifier(deps: { jobs: JobQueue }): EventSubscriber {
  return eventNotifier({
    name: 'notifications.direct',
    types: DIRECT_EVENT_TYPES,
    jobs: deps.jobs,
    async noticeOf(_trx, event, slug) {
      return noticeOf(event, slug);
    },
  });
}
