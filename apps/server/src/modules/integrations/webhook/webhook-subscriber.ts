import type { Config } from '../../../config.ts';
import type { EventSubscriber, JobQueue } from '../../platform/index.ts';
import { activeWebhook } from '../integrations.repo.ts';
import { queueWebhookDelivery } from './webhook-delivery-job.ts';
import { isWanted, WEBHOOK_EVENT_TYPES, webhookBody } from './webhook-payload.ts';

/**
 * The webhook's reader of the record of events: each event the workspace's webhook asks for becomes a delivery in
 * the outbox, written with the subscriber's position (an event seen twice is written once), and the workspace's
 * sender is queued. The call itself happens after this commits: a receiver that is down holds no transaction.
 */
export function webhookSubscriber(deps: { config: Config; jobs: JobQueue }): EventSubscriber {
  return {
    name: 'integrations.webhook',
    types: WEBHOOK_EVENT_TYPES,
    async handle(trx, event) {
      const webhook = await activeWebhook(trx, event.workspaceId);
      if (!webhook || !isWanted(webhook.config, event)) return;
      const workspace = await trx
        .selectFrom('workspaces')
        .select('slug')
        .where('id', '=', event.workspaceId)
        .executeTakeFirstOrThrow();
      const body = webhookBody(event, workspace.slug, deps.config.publicUrl);
      const inserted = await trx
        .insertInto('webhook_deliveries')
        .values({
          workspace_id: event.workspaceId,
          event_id: event.id,
          event_type: event.type,
          entity_type: body.object.entity_type,
          object_url: body.object.url,
          body: JSON.stringify(body),
        })
        .onConflict((oc) => oc.columns(['workspace_id', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) await queueWebhookDelivery(trx, deps.jobs, event.workspaceId);
    },
  };
}
