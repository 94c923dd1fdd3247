import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import { caseFieldsOf } from '../../cases/index.ts';
import { type ExposureDeps, explainAddressExposure } from '../../exposure/index.ts';
import { addressMonitoringFlags } from '../../monitoring/index.ts';
import { customTagsOfAddress } from '../../rules/index.ts';
import { findLiveRow, type ScreenedAddressRow, screenAddress } from '../../screening/index.ts';
import { archiveOrNotFound } from '../screened-object-actions.ts';
import { presentAddressDetail, screenedAddressRecord } from './present-address.ts';

/** Screening an address and reading what the screening found (spec part 2 §7, Addresses). */
export const addressRoutes: RouteModule<BaseDeps & ExposureDeps> = (api, deps) => {
  const { db } = deps;
  const load = async (workspaceId: number, id: number) => {
    const row = await findLiveRow(db, 'address', workspaceId, id);
    if (!row) throw notFound();
    return row;
  };
  // The monitoring flags come from the workspace's lists and mutes, counted from the address's first screening.
  const monitoringOf = (workspaceId: number, row: ScreenedAddressRow) =>
    addressMonitoringFlags(db, {
      workspaceId,
      blockchain: row.blockchain,
      identifier: row.identifier,
      firstScreenedAt: row.created_at,
    });

  route(api, endpoints.addresses.screen, { access: 'workspace' }, async (request) => {
    const scope = requireScope(request);
    const { row, report } = await screenAddress(deps, scope, requireCaller(request), request.body);
    return {
      ...presentAddressDetail(screenedAddressRecord(row), report, request.query.get_extra_data === 'true'),
      ...(await monitoringOf(scope.workspaceId, row)),
      custom_tags: await customTagsOfAddress(db, scope.workspaceId, report),
      ...(await caseFieldsOf(db, scope.workspaceId, { type: 'address', id: row.id })),
    };
  });

  route(api, endpoints.addresses.detail, { access: 'workspace' }, async (request) => {
    const { workspaceId } = requireScope(request);
    const row = await load(workspaceId, request.params.id);
    return {
      ...presentAddressDetail(
        screenedAddressRecord(row),
        row.result,
        request.query.get_extra_data === 'true',
      ),
      ...(await monitoringOf(workspaceId, row)),
      custom_tags: await customTagsOfAddress(db, workspaceId, row.result),
      ...(await caseFieldsOf(db, workspaceId, { type: 'address', id: row.id })),
    };
  });

  route(api, endpoints.addresses.archive, { access: 'workspace' }, (request) =>
    archiveOrNotFound(db, request, 'address', request.params.id),
  );

  for (const direction of ['incoming', 'outgoing'] as const) {
    route(
      api,
      endpoints.addresses.counterparties[direction],
      { access: 'workspace' },
      async (request) =>
        (await load(requireScope(request).workspaceId, request.params.id)).result.exposure[direction].rows,
    );
  }

  route(
    api,
    endpoints.addresses.investigationTree,
    { access: 'workspace' },
    async (request) =>
      (await load(requireScope(request).workspaceId, request.params.id)).result.exposure.investigation_tree,
  );

  route(api, endpoints.addresses.mainBalance, { access: 'workspace' }, async (request) => {
    const row = await load(requireScope(request).workspaceId, request.params.id);
    const detail = presentAddressDetail(screenedAddressRecord(row), row.result, false);
    return { balance: detail.balance, balance_usd: detail.balance_usd };
  });

  route(api, endpoints.addresses.attributionTimestamp, { access: 'workspace' }, async (request) => ({
    attribution_timestamp: (await load(requireScope(request).workspaceId, request.params.id)).result
      .attributedAt,
  }));

  // "Why": the paths behind each exposure figure (DESIGN.md §4), optionally for one direction, entity or type.
  route(api, endpoints.addresses.exposureExplanation, { access: 'workspace' }, async (request) => {
    const { direction, entity_id, exposure_type } = request.query;
    const row = await load(requireScope(request).workspaceId, request.params.id);
    const { blockchain, identifier, exposure } = row.result;
    // The settings the stored screening traced with, so the paths explain its figures.
    const explanations = await explainAddressExposure(
      deps,
      blockchain,
      identifier,
      { maxHops: exposure.max_hops, minEdgeUsd: exposure.min_edge_usd ?? 0 },
      new Date(),
    );
    return explanations.filter(
      (e) =>
        (!direction || e.direction === direction) &&
        (!entity_id || e.entityId === entity_id) &&
        (!exposure_type || e.exposureType === exposure_type),
    );
  });
};
