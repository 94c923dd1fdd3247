import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  catalogueEvent,
  type EventSubscriber,
  type JobDefinition,
  type JobQueue,
} from '../../platform/index.ts';
import { activeSlack } from '../integrations.repo.ts';
import { type OutboxChannel, outboxSenderJob } from '../outbox/outbox-sender-job.ts';
import { outboxSubscriber, workspaceSlugOf } from '../outbox/outbox-subscriber.ts';
import type { RetryPolicy } from '../outbox/retry-schedule.ts';
import { isWanted } from '../webhook/webhook-payload.ts';
import { postSlackMessage, type SlackMessage } from './slack-api.ts';
import { objectEventMessage, SLACK_EVENT_TYPES, slackObjectUrl, summaryMessage } from './slack-message.ts';

export const SLACK_DELIVERY_JOB = 'integrations.slack-deliver';

const SLACK = { provider: 'slack', jobName: SLACK_DELIVERY_JOB } as const;

/** The chat service as the outbox calls it: chat.postMessage to the connected channel with the bot token. */
function slackChannel(apiUrl: string): OutboxChannel {
  return {
    ...SLACK,
    async target(db, workspaceId) {
      const slack = await activeSlack(db, workspaceId);
      if (!slack) return undefined;
      const { bot_token: token, channel_id: channel, channel_name: name, team_name: team } = slack.config;
      return {
        endpoint: `slack: ${team} #${name}`,
        send: (delivery) =>
          postSlackMessage(apiUrl, { token, channel, message: JSON.parse(delivery.body) as SlackMessage }),
      };
    },
  };
}

/**
 * The chat service's reader of the record of events (decision 0085): the risk changes and alert events its choices
 * ask for, as the webhook's, and the period summary it asks for (weekly or monthly), each a message in the outbox.
 */
export function slackSubscriber(deps: { config: Config; jobs: JobQueue }): EventSubscriber {
  const { publicUrl } = deps.config;
  return outboxSubscriber({
    name: 'integrations.slack',
    types: SLACK_EVENT_TYPES,
    channel: SLACK,
    jobs: deps.jobs,
    async messageOf(trx: Db, event) {
      const slack = await activeSlack(trx, event.workspaceId);
      if (!slack) return null;
      const summary = catalogueEvent(event, 'summary.period_ended');
      if (summary) {
        if (slack.config.summary !== summary.payload.kind) return null;
        const message = summaryMessage(summary.payload, publicUrl);
        return {
          entityType: 'summary',
          objectUrl: `${publicUrl}${summary.payload.link}`,
          body: JSON.stringify(message),
        };
      }
      if (!isWanted(slack.config, event)) return null;
      const slug = await workspaceSlugOf(trx, event.workspaceId);
      const url = slackObjectUrl(event, publicUrl, slug);
      return {
        entityType: String(event.payload.objectType),
        objectUrl: url,
        body: JSON.stringify(objectEventMessage(event, url, slug)),
      };
    },
  });
}

/** The sender of a workspace's chat messages, oldest first, in order, retried on the webhook's schedule. */
export function slackDeliveryJob(deps: {
  db: Db;
  jobs: JobQueue;
  retry: RetryPolicy;
  apiUrl: string;
}): JobDefinition {
  return outboxSenderJob({ ...deps, channel: slackChannel(deps.apiUrl) });
}
