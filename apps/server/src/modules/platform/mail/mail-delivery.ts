import type { RouteModule } from '../../../lib/module.ts';
import { createMailDeliverer } from './deliver-mail.ts';

/**
 * Mail delivery in the app: pending mail left by an earlier run is delivered at start, and after every write
 * request has answered (its transaction has committed by then), so no route has to remember to deliver.
 */
export const mailDelivery: RouteModule = (api, { db, config }) => {
  const deliverer = createMailDeliverer(db, config, api.log.child({ component: 'mail' }));
  api.addHook('onReady', async () => {
    void deliverer.deliver();
  });
  api.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') void deliverer.deliver();
  });
  api.addHook('onClose', () => deliverer.close());
};
