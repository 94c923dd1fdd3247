import { paged, transferEntry, transferPageQuery, transferRow } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type Api, pageOf } from '../../lib/module.ts';
import type { ChainTransaction } from '../exposure/index.ts';
import { LEG_LISTS, legPage, TRANSFER_LISTS, type TransferList, transferPage } from './transfer-lists.ts';

/**
 * The transfer lists of one transaction under a base path (a screened transaction or a preview): inputs,
 * outputs, both summed per address, internal transactions and token transfers. `resolve` answers the stored
 * transaction, null when the store does not know it, or throws (404, 400) when the path names nothing.
 */
export function registerTransferLists(
  api: Api,
  db: Db,
  route: {
    base: string;
    tags: string[];
    params: z.ZodObject;
    querystring: z.ZodObject;
    resolve: (request: FastifyRequest) => Promise<ChainTransaction | null>;
  },
): void {
  const querystring = route.querystring.extend(transferPageQuery.shape);
  const page = (request: FastifyRequest) => transferPageQuery.parse(request.query);

  for (const list of LEG_LISTS) {
    api.get(
      `${route.base}${list}/`,
      {
        config: { access: 'workspace' },
        schema: {
          tags: route.tags,
          params: route.params,
          querystring,
          response: { 200: paged(transferEntry) },
        },
      },
      async (request) => {
        const { offset, limit } = page(request);
        const tx = await route.resolve(request);
        const { count, results } = await legPage(db, tx, list, { offset, limit }, new Date());
        return pageOf(request, results, count, offset, limit);
      },
    );
  }

  for (const list of Object.keys(TRANSFER_LISTS) as TransferList[]) {
    api.get(
      `${route.base}${list}/`,
      {
        config: { access: 'workspace' },
        schema: {
          tags: route.tags,
          params: route.params,
          querystring,
          response: { 200: paged(transferRow) },
        },
      },
      async (request) => {
        const { offset, limit } = page(request);
        const tx = await route.resolve(request);
        const { count, results } = await transferPage(db, tx, list, { offset, limit }, new Date());
        return pageOf(request, results, count, offset, limit);
      },
    );
  }
}
