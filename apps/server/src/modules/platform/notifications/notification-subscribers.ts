import type { EventSubscriber } from '../events/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { directNotifier } from './direct-notifier.ts';
import { subscriptionNotifier } from './subscription-notifier.ts';

/**
 * The notifications' readers of the record of events (modules/index.ts lists them): what the members' settings
 * offer the whole workspace (decision 0082), and what names its people (decision 0086).
 */
export function notificationSubscribers(deps: { jobs: JobQueue }): EventSubscriber[] {
  return [subscriptionNotifier(deps), directNotifier(deps)];
}
