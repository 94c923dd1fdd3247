import type { Db } from '../../../db/client.ts';
import type { DomainEvent, EventSubscriber } from '../events/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { queueMailDelivery } from '../mail/index.ts';
import { type NotifyUsersInput, notifyUsers } from './notify-users.ts';

/** Whom an event tells and what: everything notifyUsers takes but the workspace (the event's). */
export type EventNotice = Omit<NotifyUsersInput, 'workspaceId'>;

/**
 * A subscriber that notifies people of events: `noticeOf` reads the event, with the workspace's slug for links, and
 * says whom it tells what (null: nobody). It runs in the transaction that moves its position, so an event delivered
 * twice notifies once.
 */
export function eventNotifier(options: {
  name: string;
  types: readonly string[];
  jobs: JobQueue;
  noticeOf: (trx: Db, event: DomainEvent, slug: string) => Promise<EventNotice | null>;
}): EventSubscriber {
  return {
    name: options.name,
    types: options.types,
    async handle(trx: Db, event: DomainEvent) {
      const workspace = await trx
        .selectFrom('workspaces')
        .select('slug')
        .where('id', '=', event.workspaceId)
        .executeTakeFirst();
      if (!workspace) return;
      const notice = await options.noticeOf(trx, event, workspace.slug);
      if (!notice || notice.userIds.length === 0) return;
      const mailed = await notifyUsers(trx, { workspaceId: event.workspaceId, ...notice });
      // Off any request, so no answered request delivers it: the mail job does, once this commits.
      if (mailed > 0) await queueMailDelivery(trx, options.jobs);
    },
  };
}
