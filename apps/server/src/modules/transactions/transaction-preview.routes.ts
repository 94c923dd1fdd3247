import { transactionPreview, workspaceQuery } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import type { RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { evaluateTransactionPolicies } from '../policies/evaluate-policies.ts';
import { workspaceMaxHops } from '../screening/screen-address.ts';
import { findChainTransaction } from './chain-transaction.repo.ts';
import { presentTransactionBody } from './present-transaction.ts';
import { resolveTransaction } from './screen-transaction.ts';
import { buildTransactionReport } from './transaction-report.ts';
import { registerTransferLists } from './transfer-list.routes.ts';

const tags = ['transactions'];
const base = '/risk/api/v4/:currency/transaction-preview/:identifier/';
const previewParams = z.object({
  currency: z.coerce.number().int().min(-1).max(10_000),
  identifier: z.string().max(300),
});

/**
 * Previews of transactions nobody screened (the preview drawer): computed from the chain store on each call;
 * nothing is stored and no screening event is recorded. A transaction the store does not know answers 404 (the
 * UI opens the 404 page); a bad currency or hash answers 400 with the catalogue texts. They run in a workspace
 * because its hop limit shapes the exposure shown.
 */
export const transactionPreviewRoutes: RouteModule = (api, { db }) => {
  const resolve = async (request: FastifyRequest) => {
    const { currency, identifier } = previewParams.parse(request.params);
    const { chain, hash } = resolveTransaction(currency, identifier);
    const tx = await findChainTransaction(db, chain.blockchain, hash);
    if (!tx) throw notFound();
    return { chain, tx };
  };

  api.get(
    base,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: previewParams,
        querystring: workspaceQuery,
        response: { 200: transactionPreview },
      },
    },
    async (request) => {
      const { chain, tx } = await resolve(request);
      const now = new Date();
      const { workspaceId } = requireScope(request);
      const maxHops = await workspaceMaxHops(db, workspaceId);
      const report = await buildTransactionReport(db, chain, tx.hash, {
        maxHops,
        now,
        customerAddress: null,
      });
      // The risk the workspace's rules would give it; a preview raises no alert.
      report.riskLevel = (await evaluateTransactionPolicies(db, workspaceId, report.exposure, now)).riskLevel;
      const record = {
        customerId: null,
        customerType: null,
        customerAddress: null,
        createdAt: now,
        lastScreenedTime: now,
      };
      return { id: null, is_screened: false as const, ...presentTransactionBody(record, report, true) };
    },
  );

  registerTransferLists(api, db, {
    base,
    tags,
    params: previewParams,
    querystring: workspaceQuery,
    resolve: async (request) => (await resolve(request)).tx,
  });
};
