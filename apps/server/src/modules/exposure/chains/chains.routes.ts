import { chainLabel, endpoints, filterDigitalAssets, presentDigitalAsset } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { latestPublication } from '../../attribution/index.ts';
import { type QueueDeps, queueRequestExport } from '../../platform/index.ts';
import { chainsWithData, DIGITAL_ASSETS_EXPORT } from './digital-assets-export.ts';

/**
 * The supported-assets browser and the chain synchronisation view (spec part 1 §2, §7). The asset catalogue is
 * the shared package's (the same for every workspace); chain status comes from the providers' chain_sync rows.
 */
export const chainsRoutes: RouteModule<BaseDeps & QueueDeps> = (api, deps) => {
  const { db } = deps;
  route(api, endpoints.chains.digitalAssets, { access: 'workspace' }, async (request) => {
    requireScope(request);
    const { offset, limit, blockchains, q } = request.query;
    const assets = filterDigitalAssets({ blockchains, q });
    const withData = await chainsWithData(db);
    const page = assets.slice(offset, offset + limit).map((asset) => presentDigitalAsset(asset, withData));
    return pageOf(request, page, assets.length, offset, limit);
  });

  // The specification queues this export into the download manager (spec part 1 §7).
  route(api, endpoints.chains.digitalAssetsDownload, { access: 'workspace' }, async (request) =>
    queueRequestExport(deps, request, DIGITAL_ASSETS_EXPORT, 'Supported assets export'),
  );

  route(api, endpoints.chains.healthCheck, { access: 'user' }, async () => {
    const rows = await db
      .selectFrom('chain_sync')
      .select(['blockchain', 'last_synced_block', 'last_updated_at', 'last_synced_block_timestamp'])
      .orderBy('blockchain')
      .execute();
    const sanctions = await latestPublication(db, 'ofac');
    return {
      sanctions_list: sanctions
        ? {
            source: sanctions.title,
            published_at: sanctions.publishedAt.toISOString(),
            dated: sanctions.dated,
            imported_at: sanctions.importedAt.toISOString(),
          }
        : null,
      statuses_by_blockchain: rows.map((row) => ({
        blockchain: row.blockchain,
        blockchain_verbose: chainLabel(row.blockchain),
        last_synced_block: row.last_synced_block === null ? null : Number(row.last_synced_block),
        last_updated_at: row.last_updated_at.toISOString(),
        last_synced_block_timestamp: row.last_synced_block_timestamp?.toISOString() ?? null,
      })),
    };
  });
};
