import {
  integerField,
  investigatedTransactionsPage,
  investigatedTransactionsQuery,
  investigatedTransactionsRequest,
} from '@riskscreen/shared';
import { z } from 'zod';
import type { RouteModule } from '../../lib/module.ts';
import { resolveChain } from '../exposure/index.ts';
import { findInvestigatedTransactions } from './investigated-transactions.repo.ts';

const tags = ['transactions'];
const currencyParams = z.object({ currency: integerField(-1, 10_000) });

/**
 * The transactions behind one edge of the investigation graph: any sender paying any receiver on a chain. This
 * reads public chain data only (no workspace object), so any signed-in user may call it; the workspace query
 * parameter the client sends is accepted and not needed.
 */
export const investigatedTransactionRoutes: RouteModule = (api, { db }) => {
  for (const url of [
    '/risk/api/v4/transactions/investigated-transactions/:currency/',
    '/risk/api/v4/:currency/transaction-preview/investigated-transactions/',
  ]) {
    api.post(
      url,
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: currencyParams,
          querystring: investigatedTransactionsQuery,
          body: investigatedTransactionsRequest,
          response: { 200: investigatedTransactionsPage },
        },
      },
      async (request) => {
        const chain = resolveChain(request.params.currency);
        const { offset, limit } = request.query;
        return findInvestigatedTransactions(db, chain.blockchain, request.body, { offset, limit });
      },
    );
  }
};
