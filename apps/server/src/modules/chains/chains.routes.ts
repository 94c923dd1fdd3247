import {
  blockchainList,
  COVERAGE_LABELS,
  chainLabel,
  digitalAssetsPage,
  digitalAssetsQuery,
  filterDigitalAssets,
  healthCheckResponse,
  presentDigitalAsset,
  workspaceQuery,
} from '@riskscreen/shared';
import { z } from 'zod';
import { toCsv } from '../../lib/csv.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';

const downloadQuery = workspaceQuery.extend({
  blockchains: blockchainList.optional(),
  q: z.string().max(200).optional(),
});

/**
 * The supported-assets browser and the chain synchronisation view (spec part 1 §2, §7). The asset catalogue is
 * the shared package's (the same for every workspace); chain status comes from the providers' chain_sync rows.
 */
export const chainsRoutes: RouteModule = (api, { db }) => {
  const tags = ['chains'];

  api.get(
    '/risk/api/v4/digital-assets',
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: digitalAssetsQuery, response: { 200: digitalAssetsPage } },
    },
    async (request) => {
      requireScope(request);
      const { offset, limit, blockchains, q } = request.query;
      const assets = filterDigitalAssets({ blockchains, q });
      const page = assets.slice(offset, offset + limit).map(presentDigitalAsset);
      return pageOf(request, page, assets.length, offset, limit);
    },
  );

  // The specification queues this export into the download manager; until that exists the CSV is the answer.
  api.get(
    '/risk/api/v4/digital-assets/download/',
    { config: { access: 'workspace' }, schema: { tags, querystring: downloadQuery } },
    async (request, reply) => {
      requireScope(request);
      const { blockchains, q } = request.query;
      const rows = filterDigitalAssets({ blockchains, q }).map((asset) => [
        asset.name,
        asset.symbol,
        asset.deployments.map((d) => chainLabel(d.blockchain)).join('; '),
        COVERAGE_LABELS[asset.coverage],
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="digital-assets.csv"')
        .send(toCsv(['Name', 'Symbol', 'Blockchains', 'Coverage'], rows));
    },
  );

  api.get(
    '/api/v4/health-check/',
    { config: { access: 'user' }, schema: { tags, response: { 200: healthCheckResponse } } },
    async () => {
      const rows = await db
        .selectFrom('chain_sync')
        .select(['blockchain', 'last_synced_block', 'last_updated_at', 'last_synced_block_timestamp'])
        .orderBy('blockchain')
        .execute();
      return {
        statuses_by_blockchain: rows.map((row) => ({
          blockchain: row.blockchain,
          blockchain_verbose: chainLabel(row.blockchain),
          last_synced_block: row.last_synced_block === null ? null : Number(row.last_synced_block),
          last_updated_at: row.last_updated_at.toISOString(),
          last_synced_block_timestamp: row.last_synced_block_timestamp?.toISOString() ?? null,
        })),
      };
    },
  );
};
