import {
  counterpartySummaryRow,
  exposureExplanation,
  getExtraDataQuery,
  investigationTree,
  paged,
  recordId,
  screenTransactionRequest,
  tokenValue,
  transactionDetail,
  transactionListQuery,
  transactionSummary,
  workspaceQuery,
} from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { type ExposureDeps, findChainTransaction } from '../exposure/index.ts';
import {
  findScreenedTransaction,
  listScreenedTransactions,
  parseTransactionListFilters,
} from '../screened-objects/index.ts';
import { archiveScreenedObject, screenTransaction } from '../screening/index.ts';
import { investigatedTransactionRoutes } from './investigated-transactions.routes.ts';
import { presentTransactionDetail, presentTransactionSummary } from './present-transaction.ts';
import { transactionPreviewRoutes } from './transaction-preview.routes.ts';
import { registerTransferLists } from './transfer-list.routes.ts';
import { tokenValues } from './transfer-lists.ts';

const tags = ['transactions'];
const base = '/risk/api/v4/transactions/';
const idParams = z.object({
  id: recordId,
});

/**
 * Screening a transaction and reading what the screening found (spec part 2 §7, Transactions), its previews and
 * the investigated-transactions look-up of the graph.
 */
export const transactionRoutes: RouteModule<BaseDeps & ExposureDeps> = (api, deps) => {
  const { db } = deps;
  const load = async (request: FastifyRequest) => {
    const { id } = idParams.parse(request.params);
    const row = await findScreenedTransaction(db, requireScope(request).workspaceId, id);
    if (!row) throw notFound();
    return row;
  };

  api.post(
    base,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        querystring: workspaceQuery.merge(getExtraDataQuery),
        body: screenTransactionRequest,
        response: { 200: transactionDetail },
      },
    },
    async (request) => {
      const { row } = await screenTransaction(
        deps,
        requireScope(request),
        requireCaller(request),
        request.body,
      );
      return presentTransactionDetail(row, request.query.get_extra_data === 'true');
    },
  );

  api.get(
    base,
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: transactionListQuery, response: { 200: paged(transactionSummary) } },
    },
    async (request) => {
      const { offset, limit } = request.query;
      const filters = parseTransactionListFilters(request.query);
      const { rows, count } = await listScreenedTransactions(db, requireScope(request).workspaceId, filters, {
        offset,
        limit,
      });
      return pageOf(request, rows.map(presentTransactionSummary), count, offset, limit);
    },
  );

  api.get(
    `${base}:id/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: workspaceQuery.merge(getExtraDataQuery),
        response: { 200: transactionDetail },
      },
    },
    async (request) => presentTransactionDetail(await load(request), request.query.get_extra_data === 'true'),
  );

  api.delete(
    `${base}:id/`,
    { config: { access: 'workspace' }, schema: { tags, params: idParams, querystring: workspaceQuery } },
    async (request, reply) => {
      const archived = await archiveScreenedObject(db, 'transaction', {
        workspaceId: requireScope(request).workspaceId,
        id: request.params.id,
        caller: requireCaller(request),
      });
      if (!archived) throw notFound();
      return reply.status(204).send();
    },
  );

  for (const direction of ['incoming', 'outgoing'] as const) {
    api.get(
      `${base}:id/tag-aggregated-${direction}-values/`,
      {
        config: { access: 'workspace' },
        schema: {
          tags,
          params: idParams,
          querystring: workspaceQuery,
          response: { 200: z.array(counterpartySummaryRow) },
        },
      },
      async (request) => (await load(request)).result.exposure[direction].rows,
    );
  }

  api.get(
    `${base}:id/investigation-tree/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: idParams, querystring: workspaceQuery, response: { 200: investigationTree } },
    },
    async (request) => (await load(request)).result.exposure.investigation_tree,
  );

  // "Why": the paths behind each exposure figure (DESIGN.md §4); paths start at the transaction's origin node.
  api.get(
    `${base}:id/exposure-explanation/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: workspaceQuery.extend({
          direction: z.enum(['incoming', 'outgoing']).optional(),
          entity_id: z.string().max(100).optional(),
          exposure_type: z.enum(['direct', 'indirect']).optional(),
        }),
        response: { 200: z.array(exposureExplanation) },
      },
    },
    async (request) => {
      const { direction, entity_id, exposure_type } = request.query;
      return (await load(request)).result.exposure.explanations.filter(
        (e) =>
          (!direction || e.direction === direction) &&
          (!entity_id || e.entityId === entity_id) &&
          (!exposure_type || e.exposureType === exposure_type),
      );
    },
  );

  // The chain data of a screened transaction is read live: a confirmed transaction's transfers do not change.
  const storedTransaction = async (request: FastifyRequest) => {
    const row = await load(request);
    return findChainTransaction(db, row.blockchain, row.identifier);
  };

  api.get(
    `${base}:id/token-values/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: idParams, querystring: workspaceQuery, response: { 200: z.array(tokenValue) } },
    },
    async (request) => tokenValues(db, await storedTransaction(request)),
  );

  registerTransferLists(api, db, {
    base: `${base}:id/`,
    tags,
    params: idParams,
    querystring: workspaceQuery,
    resolve: storedTransaction,
  });

  transactionPreviewRoutes(api, deps);
  investigatedTransactionRoutes(api, deps);
};
