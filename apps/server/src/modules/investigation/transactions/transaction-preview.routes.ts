import { endpoints, transactionPreviewParams } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { caseFieldsOf } from '../../cases/index.ts';
import {
  buildTransactionReport,
  type ExposureDeps,
  findChainTransaction,
  workspaceTraceSettings,
} from '../../exposure/index.ts';
import { evaluateTransactionPolicies } from '../../rules/index.ts';
import { findLiveRowOf, resolveTransaction } from '../../screening/index.ts';
import { presentTransactionBody, recordOf } from './present-transaction.ts';
import { registerTransferLists } from './transfer-list.routes.ts';

/** Whether a provider synced the chain into the store. */
async function holdsChainData(db: Db, blockchain: number): Promise<boolean> {
  const row = await db
    .selectFrom('chain_sync')
    .select('blockchain')
    .where('blockchain', '=', blockchain)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Previews of transactions nobody screened (the preview drawer): computed from the chain store on each call;
 * nothing is stored and no screening event is recorded. A transaction the store does not know answers 404 (the
 * UI opens the 404 page) on a chain whose data the store holds; on any other chain it previews from attribution
 * alone, as screening it would. A bad currency or hash answers 400 with the catalogue texts. They run in a workspace
 * because its hop limit shapes the exposure shown.
 */
export const transactionPreviewRoutes: RouteModule<BaseDeps & ExposureDeps> = (api, deps) => {
  const { db } = deps;
  const resolve = async (request: FastifyRequest) => {
    const { currency, identifier } = transactionPreviewParams.parse(request.params);
    const { chain, hash } = resolveTransaction(currency, identifier);
    const tx = await findChainTransaction(db, chain.blockchain, hash);
    // The store is the truth only for the chains it holds: elsewhere an unknown hash previews from attribution.
    if (!tx && (await holdsChainData(db, chain.blockchain))) throw notFound();
    return { chain, hash, tx };
  };

  route(api, endpoints.transactionPreviews.detail, { access: 'workspace' }, async (request) => {
    const { chain, hash } = await resolve(request);
    const now = new Date();
    const { workspaceId } = requireScope(request);
    const { maxHops, minEdgeUsd } = await workspaceTraceSettings(db, workspaceId);
    const report = await buildTransactionReport(deps, chain, hash, {
      maxHops,
      minEdgeUsd,
      now,
      customerAddress: null,
    });
    // The risk the workspace's rules would give it; a preview raises no alert.
    report.riskLevel = (await evaluateTransactionPolicies(deps, workspaceId, report, now)).riskLevel;
    // Already screened here: the preview says so and names the row, as the address preview does.
    const screened = await findLiveRowOf(db, 'transaction', workspaceId, {
      blockchain: chain.blockchain,
      identifier: hash,
    });
    if (screened) {
      return {
        id: screened.id,
        is_screened: true,
        ...presentTransactionBody(recordOf(screened), report, true),
        // The cases of this workspace that hold it, as its page lists them.
        ...(await caseFieldsOf(db, workspaceId, { type: 'transaction', id: screened.id })),
      };
    }
    const record = {
      customerId: null,
      customerType: null,
      customerAddress: null,
      createdAt: now,
      lastScreenedTime: now,
      isFrozenOnCustody: false,
    };
    return {
      id: null,
      is_screened: false,
      ...presentTransactionBody(record, report, true),
      associated_cases: [],
      is_included_in_case: false,
    };
  });

  registerTransferLists(
    api,
    db,
    endpoints.transactionPreviews,
    async (request) => (await resolve(request)).tx,
  );
};
