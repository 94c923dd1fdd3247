import {
  addressDetail,
  addressPreviewParams,
  addressTransactionsExportQuery,
  addressTransactionsPage,
  addressTransactionsQuery,
  counterpartySummaryRow,
  getExtraDataQuery,
  investigationTree,
  pageQuery,
  tokenSummaryPage as tokenSummaryPageSchema,
  workspaceQuery,
} from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BaseDeps, RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import {
  type AddressReport,
  type ExposureDeps,
  traceAddress,
  workspaceTraceSettings,
} from '../exposure/index.ts';
import { evaluateAddressPolicies } from '../risk/index.ts';
import { sendActivityCsv, tokenSummaryPage, transactionsByTime } from './activity-handlers.ts';
import { type AddressRecord, presentAddressDetail } from './present-address.ts';
import { type PreviewTarget, resolvePreviewTarget } from './preview-target.ts';
import { ReportCache } from './report-cache.ts';

type PreviewRequest = FastifyRequest & { params: z.infer<typeof addressPreviewParams> };

const tags = ['addresses'];
const BASE = '/risk/api/v4/:currency/address-preview/:identifier';
/** A preview's sub-paths arrive together; one report serves them all for a minute. */
const PREVIEW_TTL_MS = 60_000;
const PREVIEW_CACHE_ENTRIES = 200;

/**
 * Address previews (spec part 2 §7, Previews): what screening would say about an address, without storing a
 * screening or counting one. Marked screened, with the row's id, when the workspace already screened it.
 */
export const addressPreviewRoutes: RouteModule<BaseDeps & ExposureDeps> = (api, deps) => {
  const { db } = deps;
  const reports = new ReportCache<AddressReport>({
    ttlMs: PREVIEW_TTL_MS,
    maxEntries: PREVIEW_CACHE_ENTRIES,
  });

  const targetOf = (request: PreviewRequest) =>
    resolvePreviewTarget(db, requireScope(request).workspaceId, request.params);

  const reportOf = async (workspaceId: number, target: PreviewTarget) =>
    reports.get(`${workspaceId}:${target.blockchain}:${target.address}`, async () => {
      const traced = await traceAddress(deps, target.chain, target.address, {
        ...(await workspaceTraceSettings(db, workspaceId)),
        now: target.now,
      });
      // The risk screening would give: the workspace's rules, evaluated without raising alerts.
      traced.report.riskLevel = (
        await evaluateAddressPolicies(deps, workspaceId, traced, target.now)
      ).riskLevel;
      return traced.report;
    });

  const preview = async (request: PreviewRequest) => {
    const target = await targetOf(request);
    return { target, report: await reportOf(requireScope(request).workspaceId, target) };
  };

  api.get(
    `${BASE}/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: addressPreviewParams,
        querystring: workspaceQuery.merge(getExtraDataQuery),
        response: { 200: addressDetail },
      },
    },
    async (request) => {
      const { target, report } = await preview(request);
      return presentAddressDetail(previewRecord(target), report, request.query.get_extra_data === 'true');
    },
  );

  api.get(
    `${BASE}/main-balance/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: addressPreviewParams,
        querystring: workspaceQuery,
        response: { 200: z.object({ balance: z.number(), balance_usd: z.number() }) },
      },
    },
    async (request) => {
      const { target, report } = await preview(request);
      const detail = presentAddressDetail(previewRecord(target), report, false);
      return { balance: detail.balance, balance_usd: detail.balance_usd };
    },
  );

  api.get(
    `${BASE}/attribution-timestamp/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: addressPreviewParams,
        querystring: workspaceQuery,
        response: { 200: z.object({ attribution_timestamp: z.number().nullable() }) },
      },
    },
    async (request) => ({ attribution_timestamp: (await preview(request)).report.attributedAt }),
  );

  for (const direction of ['incoming', 'outgoing'] as const) {
    api.get(
      `${BASE}/tag-aggregated-${direction}-values/`,
      {
        config: { access: 'workspace' },
        schema: {
          tags,
          params: addressPreviewParams,
          querystring: workspaceQuery,
          response: { 200: z.array(counterpartySummaryRow) },
        },
      },
      async (request) => (await preview(request)).report.exposure[direction].rows,
    );
  }

  api.get(
    `${BASE}/investigation-tree/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: addressPreviewParams,
        querystring: workspaceQuery,
        response: { 200: investigationTree },
      },
    },
    async (request) => (await preview(request)).report.exposure.investigation_tree,
  );

  api.get(
    `${BASE}/token-summary/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: addressPreviewParams,
        querystring: workspaceQuery.merge(pageQuery),
        response: { 200: tokenSummaryPageSchema },
      },
    },
    async (request) => tokenSummaryPage(db, request, await targetOf(request), request.query),
  );

  api.get(
    `${BASE}/transactions/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: addressPreviewParams,
        querystring: addressTransactionsQuery,
        response: { 200: addressTransactionsPage },
      },
    },
    async (request) => transactionsByTime(db, request, await targetOf(request), request.query),
  );

  api.get(
    `${BASE}/transactions/direct-export/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: addressPreviewParams, querystring: addressTransactionsExportQuery },
    },
    async (request, reply) =>
      sendActivityCsv(db, reply, await targetOf(request), request.query, { fileName: 'transactions' }),
  );
};

function previewRecord(target: PreviewTarget): AddressRecord {
  const row = target.screened;
  if (row) {
    return {
      id: row.id,
      isScreened: true,
      destinationTag: row.destination_tag,
      customerId: row.customer_id,
      customerType: row.customer_type,
      createdAt: row.created_at,
      lastScreenedTime: row.last_screened_time,
    };
  }
  return {
    id: 0,
    isScreened: false,
    destinationTag: target.destinationTag,
    customerId: null,
    customerType: null,
    createdAt: target.now,
    lastScreenedTime: target.now,
  };
}
