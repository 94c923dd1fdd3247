import {
  addressTransactionsExportQuery,
  addressTransactionsOffsetQuery,
  addressTransactionsPage,
  addressTransactionsQuery,
  pageQuery,
  recordId,
  tokenSummaryPage as tokenSummaryPageSchema,
  workspaceQuery,
} from '@riskscreen/shared';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import type { RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { findScreenedAddress } from '../screened-objects/index.ts';
import {
  sendActivityCsv,
  tokenSummaryPage,
  transactionsByOffset,
  transactionsByTime,
} from './activity-handlers.ts';
import type { ActivityTarget } from './address-activity.repo.ts';

const tags = ['addresses'];
const idParams = z.object({
  id: recordId,
});
const DIRECTIONS = { incoming: 1, outgoing: -1 } as const;

/** Live chain activity of a screened address: token summary and transactions (spec part 2 §2, §7 Addresses). */
export const addressActivityRoutes: RouteModule = (api, { db }) => {
  const target = async (workspaceId: number, id: number): Promise<ActivityTarget> => {
    const row = await findScreenedAddress(db, workspaceId, id);
    if (!row) throw notFound();
    return { blockchain: row.blockchain, address: row.identifier, now: new Date() };
  };

  api.get(
    '/risk/api/v4/addresses/:id/token-summary/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: workspaceQuery.merge(pageQuery),
        response: { 200: tokenSummaryPageSchema },
      },
    },
    async (request) =>
      tokenSummaryPage(
        db,
        request,
        await target(requireScope(request).workspaceId, request.params.id),
        request.query,
      ),
  );

  api.get(
    '/risk/api/v4/addresses/:id/transactions/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: addressTransactionsQuery,
        response: { 200: addressTransactionsPage },
      },
    },
    async (request) =>
      transactionsByTime(
        db,
        request,
        await target(requireScope(request).workspaceId, request.params.id),
        request.query,
      ),
  );

  // The specification names both paths for the table's CSV (direct-export/ is the one the preview also has).
  for (const path of ['export', 'direct-export']) {
    api.get(
      `/risk/api/v4/addresses/:id/transactions/${path}/`,
      {
        config: { access: 'workspace' },
        schema: { tags, params: idParams, querystring: addressTransactionsExportQuery },
      },
      async (request, reply) =>
        sendActivityCsv(
          db,
          reply,
          await target(requireScope(request).workspaceId, request.params.id),
          request.query,
          { fileName: 'transactions' },
        ),
    );
  }

  for (const [type, direction] of Object.entries(DIRECTIONS)) {
    api.get(
      `/risk/api/v4/addresses/:id/${type}-transactions/`,
      {
        config: { access: 'workspace' },
        schema: {
          tags,
          params: idParams,
          querystring: addressTransactionsOffsetQuery,
          response: { 200: addressTransactionsPage },
        },
      },
      async (request) =>
        transactionsByOffset(
          db,
          request,
          await target(requireScope(request).workspaceId, request.params.id),
          request.query,
          direction,
        ),
    );

    api.get(
      `/risk/api/v4/addresses/:id/${type}-transactions/export/`,
      {
        config: { access: 'workspace' },
        schema: { tags, params: idParams, querystring: addressTransactionsExportQuery },
      },
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
