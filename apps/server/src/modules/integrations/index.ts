import type { AppDeps } from '../../app-deps.ts';
import type { EventSubscriber, JobDefinition } from '../platform/index.ts';
import { custodyEventJob } from './custody/custody-event-job.ts';
import { targetGuardOf } from './integrations.routes.ts';
import { slackDeliveryJob, slackSubscriber } from './slack/slack-delivery.ts';
import { webhookDeliveryJob } from './webhook/webhook-delivery-job.ts';
import { webhookSubscriber } from './webhook/webhook-subscriber.ts';

export { setCustodyAdvanced } from './custody/custody-advanced.ts';
export { integrationRoutes } from './integrations.routes.ts';
export { TargetGuard } from './outbound/target-guard.ts';

/** The integrations' readers of the record of events: the webhook and the chat service. */
export function integrationSubscribers(deps: AppDeps): EventSubscriber[] {
  return [webhookSubscriber(deps), slackSubscriber(deps)];
}

/**
 * The integrations' background work: the webhook's and the chat service's senders, one per workspace at a time,
 * and the custody service's events (screened, then frozen or rejected).
 */
export function integrationJobs(deps: AppDeps): JobDefinition[] {
  return [
    webhookDeliveryJob({
      db: deps.db,
      jobs: deps.jobs,
      guard: targetGuardOf(deps.config),
      retry: deps.config.webhookRetry,
    }),
    slackDeliveryJob({
      db: deps.db,
      jobs: deps.jobs,
      retry: deps.config.webhookRetry,
      apiUrl: deps.config.slackApiUrl,
    }),
    custodyEventJob({
      db: deps.db,
      chains: deps.chains,
      jobs: deps.jobs,
      guard: targetGuardOf(deps.config),
      fireblocks: deps.config.fireblocks,
    }),
  ];
}
