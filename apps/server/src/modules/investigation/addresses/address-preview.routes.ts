import { type addressPreviewParams, endpoints } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { route } from '../../../lib/endpoint-route.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { caseFieldsOf } from '../../cases/index.ts';
import {
  type AddressReport,
  type ExposureDeps,
  traceAddress,
  workspaceTraceSettings,
} from '../../exposure/index.ts';
import { addressMonitoringFlags } from '../../monitoring/index.ts';
import { evaluateAddressPolicies } from '../../rules/index.ts';
import { sendActivityCsv, tokenSummaryPage, transactionsByTime } from './activity-handlers.ts';
import { type AddressRecord, presentAddressDetail, screenedAddressRecord } from './present-address.ts';
import { type PreviewTarget, resolvePreviewTarget } from './preview-target.ts';
import { ReportCache } from './report-cache.ts';

type PreviewRequest = FastifyRequest & { params: z.infer<typeof addressPreviewParams> };

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

  route(api, endpoints.addressPreviews.detail, { access: 'workspace' }, async (request) => {
    const { target, report } = await preview(request);
    const detail = presentAddressDetail(
      previewRecord(target),
      report,
      request.query.get_extra_data === 'true',
    );
    const { workspaceId } = requireScope(request);
    // The preview carries the monitoring flags of the address page (the lists may name an unscreened address).
    const monitoring = await addressMonitoringFlags(db, {
      workspaceId,
      blockchain: target.blockchain,
      identifier: target.address,
      firstScreenedAt: target.screened?.created_at ?? null,
    });
    // An address this workspace screened may sit in its cases: the preview says which, as its page does.
    if (!target.screened) return { ...detail, ...monitoring };
    return {
      ...detail,
      ...monitoring,
      ...(await caseFieldsOf(db, requireScope(request).workspaceId, {
        type: 'address',
        id: target.screened.id,
      })),
    };
  });

  route(api, endpoints.addressPreviews.mainBalance, { access: 'workspace' }, async (request) => {
    const { target, report } = await preview(request);
    const detail = presentAddressDetail(previewRecord(target), report, false);
    return { balance: detail.balance, balance_usd: detail.balance_usd };
  });

  route(api, endpoints.addressPreviews.attributionTimestamp, { access: 'workspace' }, async (request) => ({
    attribution_timestamp: (await preview(request)).report.attributedAt,
  }));

  for (const direction of ['incoming', 'outgoing'] as const) {
    route(
      api,
      endpoints.addressPreviews.counterparties[direction],
      { access: 'workspace' },
      async (request) => (await preview(request)).report.exposure[direction].rows,
    );
  }

  route(
    api,
    endpoints.addressPreviews.investigationTree,
    { access: 'workspace' },
    async (request) => (await preview(request)).report.exposure.investigation_tree,
  );

  route(api, endpoints.addressPreviews.tokenSummary, { access: 'workspace' }, async (request) =>
    tokenSummaryPage(db, request, await targetOf(request), request.query),
  );

  route(api, endpoints.addressPreviews.transactions, { access: 'workspace' }, async (request) =>
    transactionsByTime(db, request, await targetOf(request), request.query),
  );

  route(
    api,
    endpoints.addressPreviews.transactionsDirectExport,
    { access: 'workspace' },
    async (request, reply) =>
      sendActivityCsv(db, reply, await targetOf(request), request.query, { fileName: 'transactions' }),
  );
};

function previewRecord(target: PreviewTarget): AddressRecord {
  const row = target.screened;
  if (row) return screenedAddressRecord(row);
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
