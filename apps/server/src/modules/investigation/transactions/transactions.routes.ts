import { endpoints, recordIdParams } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { associatedCasesOf } from '../../cases/index.ts';
import { type ExposureDeps, findChainTransaction } from '../../exposure/index.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import {
  findLiveRow,
  listScreenedTransactions,
  parseTransactionListFilters,
  screenTransaction,
} from '../../screening/index.ts';
import { archiveOrNotFound, updateOpenAlertsOfSelection } from '../screened-object-actions.ts';
import { investigatedTransactionRoutes } from './investigated-transactions.routes.ts';
import { presentTransactionDetail, presentTransactionSummary } from './present-transaction.ts';
import { TRANSACTION_LIST_EXPORT } from './transaction-list-export.ts';
import { transactionPreviewRoutes } from './transaction-preview.routes.ts';
import { registerTransferLists } from './transfer-list.routes.ts';
import { tokenValues } from './transfer-lists.ts';

/**
 * Screening a transaction and reading what the screening found (spec part 2 §7, Transactions), its previews and
 * the investigated-transactions look-up of the graph.
 */
export const transactionRoutes: RouteModule<BaseDeps & ExposureDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  const load = async (request: FastifyRequest) => {
    const { id } = recordIdParams.parse(request.params);
    const row = await findLiveRow(db, 'transaction', requireScope(request).workspaceId, id);
    if (!row) throw notFound();
    return row;
  };
  // The cases holding the transaction (its Associated Cases tab).
  const associatedCases = async (workspaceId: number, id: number) =>
    (await associatedCasesOf(db, workspaceId, { type: 'transaction', id })).map((c) => ({
      id: c.id,
      case_id: c.case_id,
      name: c.name,
    }));

  route(api, endpoints.transactions.screen, { access: 'workspace' }, async (request) => {
    const { row } = await screenTransaction(
      deps,
      requireScope(request),
      requireCaller(request),
      request.body,
    );
    return {
      ...presentTransactionDetail(row, request.query.get_extra_data === 'true'),
      associated_cases: await associatedCases(requireScope(request).workspaceId, row.id),
    };
  });

  route(api, endpoints.transactions.list, { access: 'workspace' }, async (request) => {
    const { offset, limit } = request.query;
    const filters = parseTransactionListFilters(request.query);
    const { rows, count } = await listScreenedTransactions(db, requireScope(request).workspaceId, filters, {
      offset,
      limit,
    });
    return pageOf(request, rows.map(presentTransactionSummary), count, offset, limit);
  });

  // The selection, or every row the filters match: queued into the Download manager.
  route(api, endpoints.transactions.export, { access: 'workspace' }, async (request) =>
    queueRequestExport(deps, request, TRANSACTION_LIST_EXPORT, 'Transactions export'),
  );

  // Update Open Alerts of the selection, or of every row the filters match (at most the export's cap of rows).
  route(api, endpoints.transactions.updateOpenAlerts, { access: 'workspace' }, async (request) =>
    updateOpenAlertsOfSelection(
      db,
      request,
      {
        type: 'transaction',
        ids: request.query.ids,
        matching: (workspaceId, page) =>
          listScreenedTransactions(db, workspaceId, parseTransactionListFilters(request.query), page),
      },
      request.body,
    ),
  );

  route(api, endpoints.transactions.detail, { access: 'workspace' }, async (request) => {
    const row = await load(request);
    return {
      ...presentTransactionDetail(row, request.query.get_extra_data === 'true'),
      associated_cases: await associatedCases(requireScope(request).workspaceId, row.id),
    };
  });

  route(api, endpoints.transactions.archive, { access: 'workspace' }, (request) =>
    archiveOrNotFound(db, request, 'transaction', request.params.id),
  );

  for (const direction of ['incoming', 'outgoing'] as const) {
    route(
      api,
      endpoints.transactions.counterparties[direction],
      { access: 'workspace' },
      async (request) => (await load(request)).result.exposure[direction].rows,
    );
  }

  route(
    api,
    endpoints.transactions.investigationTree,
    { access: 'workspace' },
    async (request) => (await load(request)).result.exposure.investigation_tree,
  );

  // "Why": the paths behind each exposure figure (DESIGN.md §4); paths start at the transaction's origin node.
  route(api, endpoints.transactions.exposureExplanation, { access: 'workspace' }, async (request) => {
    const { direction, entity_id, exposure_type } = request.query;
    return (await load(request)).result.exposure.explanations.filter(
      (e) =>
        (!direction || e.direction === direction) &&
        (!entity_id || e.entityId === entity_id) &&
        (!exposure_type || e.exposureType === exposure_type),
    );
  });

  // The chain data of a screened transaction is read live: a confirmed transaction's transfers do not change.
  const storedTransaction = async (request: FastifyRequest) => {
    const row = await load(request);
    return findChainTransaction(db, row.blockchain, row.identifier);
  };

  route(api, endpoints.transactions.tokenValues, { access: 'workspace' }, async (request) =>
    tokenValues(db, await storedTransaction(request)),
  );

  registerTransferLists(api, db, endpoints.transactions, storedTransaction);

  transactionPreviewRoutes(api, deps);
  investigatedTransactionRoutes(api, deps);
};
