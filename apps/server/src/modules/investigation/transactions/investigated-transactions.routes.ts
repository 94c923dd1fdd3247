import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { resolveChain } from '../../exposure/index.ts';
import { findInvestigatedTransactions } from './investigated-transactions.repo.ts';

/**
 * The transactions behind one edge of the investigation graph: any sender paying any receiver on a chain. This
 * reads public chain data only (no workspace object), so any signed-in user may call it; the workspace query
 * parameter the client sends is accepted and not needed.
 */
export const investigatedTransactionRoutes: RouteModule = (api, { db }) => {
  for (const endpoint of [endpoints.transactions.investigated, endpoints.transactionPreviews.investigated]) {
    route(api, endpoint, { access: 'user' }, async (request) => {
      const chain = resolveChain(request.params.currency);
      const { offset, limit } = request.query;
      return findInvestigatedTransactions(db, chain.blockchain, request.body, { offset, limit });
    });
  }
};
