import type { AppDeps } from '../../app-deps.ts';
import type { EventSubscriber, JobDefinition } from '../platform/index.ts';
import { targetGuardOf } from './integrations.routes.ts';
import { webhookDeliveryJob } from './webhook/webhook-delivery-job.ts';
import { webhookSubscriber } from './webhook/webhook-subscriber.ts';

export { integrationRoutes } from './integrations.routes.ts';
export { TargetGuard } from './outbound/target-guard.ts';

/** The integrations' readers of the record of events (the webhook today). */
export function integrationSubscribers(deps: AppDeps): EventSubscriber[] {
  return [webhookSubscriber(deps)];
}

/** The integrations' background work: the webhook's sender, one per workspace at a time. */
export function integrationJobs(deps: AppDeps): JobDefinition[] {
  return [
    webhookDeliveryJob({
      db: deps.db,
      jobs: deps.jobs,
      guard: targetGuardOf(deps.config),
      retry: deps.config.webhookRetry,
    }),
  ];
}
