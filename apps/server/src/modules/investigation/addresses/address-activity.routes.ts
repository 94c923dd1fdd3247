import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import {
  sendActivityCsv,
  tokenSummaryPage,
  transactionsByOffset,
  transactionsByTime,
} from './activity-handlers.ts';
import type { ActivityTarget } from './address-activity.repo.ts';
import { ADDRESS_ACTIVITY_EXPORTS, liveAddress } from './address-activity-exports.ts';

const DIRECTIONS = { incoming: 1, outgoing: -1 } as const;

/** Live chain activity of a screened address: token summary and transactions (spec part 2 §2, §7 Addresses). */
export const addressActivityRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  const target = async (workspaceId: number, id: number): Promise<ActivityTarget> => {
    const row = await liveAddress(db, workspaceId, id);
    if (!row) throw notFound();
    return row;
  };

  route(api, endpoints.addresses.tokenSummary, { access: 'workspace' }, async (request) =>
    tokenSummaryPage(
      db,
      request,
      await target(requireScope(request).workspaceId, request.params.id),
      request.query,
    ),
  );

  route(api, endpoints.addresses.transactions, { access: 'workspace' }, async (request) =>
    transactionsByTime(
      db,
      request,
      await target(requireScope(request).workspaceId, request.params.id),
      request.query,
    ),
  );

  // The spec's transactions/export/ queues the CSV into the Download manager; direct-export/ answers it at once.
  route(api, endpoints.addresses.transactionsExport, { access: 'workspace' }, async (request) => {
    const live = await target(requireScope(request).workspaceId, request.params.id);
    return queueRequestExport(deps, request, ADDRESS_ACTIVITY_EXPORTS.all, `Transactions of ${live.address}`);
  });
  route(api, endpoints.addresses.transactionsDirectExport, { access: 'workspace' }, async (request, reply) =>
    sendActivityCsv(
      db,
      reply,
      await target(requireScope(request).workspaceId, request.params.id),
      request.query,
      { fileName: 'transactions' },
    ),
  );

  for (const type of ['incoming', 'outgoing'] as const) {
    const direction = DIRECTIONS[type];
    route(api, endpoints.addresses.transactionsByDirection[type], { access: 'workspace' }, async (request) =>
      transactionsByOffset(
        db,
        request,
        await target(requireScope(request).workspaceId, request.params.id),
        request.query,
        direction,
      ),
    );

    route(
      api,
      endpoints.addresses.transactionsByDirectionExport[type],
      { access: 'workspace' },
      async (request) => {
        const live = await target(requireScope(request).workspaceId, request.params.id);
        const title = `${type === 'incoming' ? 'Incoming' : 'Outgoing'} transactions of ${live.address}`;
        return queueRequestExport(deps, request, ADDRESS_ACTIVITY_EXPORTS[type], title);
      },
    );
  }
};
