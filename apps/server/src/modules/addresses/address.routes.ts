import {
  addressDetail,
  counterpartySummaryRow,
  getExtraDataQuery,
  investigationTree,
  recordId,
  screenAddressRequest,
  workspaceQuery,
} from '@riskscreen/shared';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { customTagsOfAddress } from '../custom-tags/index.ts';
import { type ExposureDeps, explainAddressExposure } from '../exposure/index.ts';
import { findScreenedAddress, type ScreenedAddressRow } from '../screened-objects/index.ts';
import { archiveScreenedObject, screenAddress } from '../screening/index.ts';
import { presentAddressDetail } from './present-address.ts';

const tags = ['addresses'];
const idParams = z.object({
  id: recordId,
});
const record = (row: ScreenedAddressRow) => ({
  id: row.id,
  isScreened: true,
  destinationTag: row.destination_tag,
  customerId: row.customer_id,
  customerType: row.customer_type,
  createdAt: row.created_at,
  lastScreenedTime: row.last_screened_time,
});

/** Screening an address and reading what the screening found (spec part 2 §7, Addresses). */
export const addressRoutes: RouteModule<BaseDeps & ExposureDeps> = (api, deps) => {
  const { db } = deps;
  const load = async (workspaceId: number, id: number) => {
    const row = await findScreenedAddress(db, workspaceId, id);
    if (!row) throw notFound();
    return row;
  };

  api.post(
    '/risk/api/v4/addresses/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        querystring: workspaceQuery.merge(getExtraDataQuery),
        body: screenAddressRequest,
        response: { 200: addressDetail },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const { row, report } = await screenAddress(deps, scope, requireCaller(request), request.body);
      return {
        ...presentAddressDetail(record(row), report, request.query.get_extra_data === 'true'),
        custom_tags: await customTagsOfAddress(db, scope.workspaceId, report),
      };
    },
  );

  api.get(
    '/risk/api/v4/addresses/:id/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: workspaceQuery.merge(getExtraDataQuery),
        response: { 200: addressDetail },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const row = await load(workspaceId, request.params.id);
      return {
        ...presentAddressDetail(record(row), row.result, request.query.get_extra_data === 'true'),
        custom_tags: await customTagsOfAddress(db, workspaceId, row.result),
      };
    },
  );

  api.delete(
    '/risk/api/v4/addresses/:id/',
    { config: { access: 'workspace' }, schema: { tags, params: idParams, querystring: workspaceQuery } },
    async (request, reply) => {
      const archived = await archiveScreenedObject(db, 'address', {
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
      `/risk/api/v4/addresses/:id/tag-aggregated-${direction}-values/`,
      {
        config: { access: 'workspace' },
        schema: {
          tags,
          params: idParams,
          querystring: workspaceQuery,
          response: { 200: z.array(counterpartySummaryRow) },
        },
      },
      async (request) =>
        (await load(requireScope(request).workspaceId, request.params.id)).result.exposure[direction].rows,
    );
  }

  api.get(
    '/risk/api/v4/addresses/:id/investigation-tree/',
    {
      config: { access: 'workspace' },
      schema: { tags, params: idParams, querystring: workspaceQuery, response: { 200: investigationTree } },
    },
    async (request) =>
      (await load(requireScope(request).workspaceId, request.params.id)).result.exposure.investigation_tree,
  );

  api.get(
    '/risk/api/v4/addresses/:id/main-balance/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: workspaceQuery,
        response: { 200: z.object({ balance: z.number(), balance_usd: z.number() }) },
      },
    },
    async (request) => {
      const row = await load(requireScope(request).workspaceId, request.params.id);
      const detail = presentAddressDetail(record(row), row.result, false);
      return { balance: detail.balance, balance_usd: detail.balance_usd };
    },
  );

  api.get(
    '/risk/api/v4/addresses/:id/attribution-timestamp/',
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: idParams,
        querystring: workspaceQuery,
        response: { 200: z.object({ attribution_timestamp: z.number().nullable() }) },
      },
    },
    async (request) => ({
      attribution_timestamp: (await load(requireScope(request).workspaceId, request.params.id)).result
        .attributedAt,
    }),
  );

  // "Why": the paths behind each exposure figure (DESIGN.md §4), optionally for one direction, entity or type.
  api.get(
    '/risk/api/v4/addresses/:id/exposure-explanation/',
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
      },
    },
    async (request) => {
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
    },
  );
};
