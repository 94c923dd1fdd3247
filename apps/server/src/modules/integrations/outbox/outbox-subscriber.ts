import type { Db } from '../../../db/client.ts';
import type { DomainEvent, EventSubscriber, JobQueue } from '../../platform/index.ts';
import { type OutboxChannel, queueOutboxSender } from './outbox-sender-job.ts';

/** A message to write to the outbox: the exact body to send, and what the audit trail says it was about. */
export type OutboxMessage = { entityType: string; objectUrl: string; body: string };

/**
 * An integration's reader of the record of events (decision 0077): each event the workspace's integration asks for
 * becomes a delivery in the outbox, written with the subscriber's position (an event seen twice is written once),
 * and the workspace's sender is queued. The call itself happens after this commits: a provider that is down holds
 * no transaction.
 */
export function outboxSubscriber(spec: {
  name: string;
  types: readonly string[];
  channel: Pick<OutboxChannel, 'provider' | 'jobName'>;
  jobs: JobQueue;
  /** The message for this event, or null when the workspace's integration does not ask for it. */
  messageOf(trx: Db, event: DomainEvent): Promise<OutboxMessage | null>;
}): EventSubscriber {
  return {
    name: spec.name,
    types: spec.types,
    async handle(trx, event) {
      const message = await spec.messageOf(trx, event);
      if (!message) return;
      const inserted = await trx
        .insertInto('webhook_deliveries')
        .values({
          workspace_id: event.workspaceId,
          provider: spec.channel.provider,
          event_id: event.id,
          event_type: event.type,
          entity_type: message.entityType,
          object_url: message.objectUrl,
          body: message.body,
        })
        .onConflict((oc) => oc.columns(['workspace_id', 'provider', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) await queueOutboxSender(trx, spec.jobs, spec.channel, event.workspaceId);
    },
  };
}

/** The slug of the event's workspace, which links and messages name. */
export async function workspaceSlugOf(trx: Db, workspaceId: number): Promise<string> {
  const row = await trx
    .selectFrom('workspaces')
    .select('slug')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return row.slug;
}
