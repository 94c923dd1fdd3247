import { endpoints } from '@riskscreen/shared';
import { route } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { findLiveRow } from '../screened-objects/index.ts';
import {
  sendActivityCsv,
  tokenSummaryPage,
  transactionsByOffset,
  transactionsByTime,
} from './activity-handlers.ts';
import type { ActivityTarget } from './address-activity.repo.ts';

const DIRECTIONS = { incoming: 1, outgoing: -1 } as const;

/** Live chain activity of a screened address: token summary and transactions (spec part 2 §2, §7 Addresses). */
export const addressActivityRoutes: RouteModule = (api, { db }) => {
  const target = async (workspaceId: number, id: number): Promise<ActivityTarget> => {
    const row = await findLiveRow(db, 'address', workspaceId, id);
    if (!row) throw notFound();
    return { blockchain: row.blockchain, address: row.identifier, now: new Date() };
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

  // The specification names both paths for the table's CSV (direct-export/ is the one the preview also has).
  for (const endpoint of [
    endpoints.addresses.transactionsExport,
    endpoints.addresses.transactionsDirectExport,
  ]) {
    route(api, endpoint, { access: 'workspace' }, async (request, reply) =>
      sendActivityCsv(
        db,
        reply,
        await target(requireScope(request).workspaceId, request.params.id),
        request.query,
        { fileName: 'transactions' },
      ),
    );
  }

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
      async (request, reply) =>
        sendActivityCsv(
          db,
          reply,
          await target(requireScope(request).workspaceId, request.params.id),
          request.query,
          { direction, fileName: `${type}-transactions` },
        ),
    );
  }
};
