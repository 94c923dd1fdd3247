import type { endpoints } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { type Api, pageOf } from '../../../lib/module.ts';
import type { ChainTransaction } from '../../exposure/index.ts';
import { LEG_LISTS, legPage, TRANSFER_LISTS, type TransferList, transferPage } from './transfer-lists.ts';

/** The transfer lists of a screened transaction or of a preview (the same lists under either path). */
type TransferListEndpoints =
  | Pick<typeof endpoints.transactions, 'legs' | 'transfers'>
  | Pick<typeof endpoints.transactionPreviews, 'legs' | 'transfers'>;

/**
 * The transfer lists of one transaction (a screened transaction or a preview): inputs, outputs, both summed per
 * address, internal transactions and token transfers. `resolve` answers the stored transaction, null when the
 * store does not know it, or throws (404, 400) when the path names nothing.
 */
export function registerTransferLists(
  api: Api,
  db: Db,
  lists: TransferListEndpoints,
  resolve: (request: FastifyRequest) => Promise<ChainTransaction | null>,
): void {
  for (const list of LEG_LISTS) {
    route(api, lists.legs[list], { access: 'workspace' }, async (request) => {
      const { offset, limit } = request.query;
      const tx = await resolve(request);
      const { count, results } = await legPage(db, tx, list, { offset, limit }, new Date());
      return pageOf(request, results, count, offset, limit);
    });
  }

  for (const list of Object.keys(TRANSFER_LISTS) as TransferList[]) {
    route(api, lists.transfers[list], { access: 'workspace' }, async (request) => {
      const { offset, limit } = request.query;
      const tx = await resolve(request);
      const { count, results } = await transferPage(db, tx, list, { offset, limit }, new Date());
      return pageOf(request, results, count, offset, limit);
    });
  }
}
