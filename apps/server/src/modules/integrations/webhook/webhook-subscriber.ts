import type { Config } from '../../../config.ts';
import type { EventSubscriber, JobQueue } from '../../platform/index.ts';
import { activeWebhook } from '../integrations.repo.ts';
import { outboxSubscriber, workspaceSlugOf } from '../outbox/outbox-subscriber.ts';
import { WEBHOOK_CHANNEL } from './webhook-delivery-job.ts';
import { isWanted, WEBHOOK_EVENT_TYPES, webhookBody } from './webhook-payload.ts';

/**
 * The webhook's reader of the record of events: each event the workspace's webhook asks for becomes a signed body
 * in the outbox, sent after the commit by the workspace's sender.
 */
export function webhookSubscriber(deps: { config: Config; jobs: JobQueue }): EventSubscriber {
  return outboxSubscriber({
    name: 'integrations.webhook',
    types: WEBHOOK_EVENT_TYPES,
    channel: WEBHOOK_CHANNEL,
    jobs: deps.jobs,
    async messageOf(trx, event) {
      const webhook = await activeWebhook(trx, event.workspaceId);
      if (!webhook || !isWanted(webhook.config, event)) return null;
      const body = webhookBody(event, await workspaceSlugOf(trx, event.workspaceId), deps.config.publicUrl);
      return { entityType: body.object.entity_type, objectUrl: body.object.url, body: JSON.stringify(body) };
    },
  });
}
