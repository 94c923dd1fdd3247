import {
  COVERAGE_LABELS,
  chainLabel,
  endpoints,
  filterDigitalAssets,
  presentDigitalAsset,
} from '@riskscreen/shared';
import { toCsv } from '../../lib/csv.ts';
import { route } from '../../lib/endpoint-route.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';

/**
 * The supported-assets browser and the chain synchronisation view (spec part 1 §2, §7). The asset catalogue is
 * the shared package's (the same for every workspace); chain status comes from the providers' chain_sync rows.
 */
export const chainsRoutes: RouteModule = (api, { db }) => {
  /** The chains whose data this installation holds (a provider or the demo world synced them). */
  const chainsWithData = async () =>
    new Set((await db.selectFrom('chain_sync').select('blockchain').execute()).map((row) => row.blockchain));
  /** Full coverage, said honestly: without the chain's data here, screening reads attribution only. */
  const coverageText = (coverage: 'full' | 'lite', hasData: boolean) =>
    coverage === 'full' && !hasData
      ? `${COVERAGE_LABELS.full} (no chain data in this installation)`
      : COVERAGE_LABELS[coverage];

  route(api, endpoints.chains.digitalAssets, { access: 'workspace' }, async (request) => {
    requireScope(request);
    const { offset, limit, blockchains, q } = request.query;
    const assets = filterDigitalAssets({ blockchains, q });
    const withData = await chainsWithData();
    const page = assets.slice(offset, offset + limit).map((asset) => presentDigitalAsset(asset, withData));
    return pageOf(request, page, assets.length, offset, limit);
  });

  // The specification queues this export into the download manager; until that exists the CSV is the answer.
  route(api, endpoints.chains.digitalAssetsDownload, { access: 'workspace' }, async (request, reply) => {
    requireScope(request);
    const { blockchains, q } = request.query;
    const withData = await chainsWithData();
    const rows = filterDigitalAssets({ blockchains, q }).map((asset) => [
      asset.name,
      asset.symbol,
      asset.deployments.map((d) => chainLabel(d.blockchain)).join('; '),
      coverageText(
        asset.coverage,
        asset.deployments.some((d) => withData.has(d.blockchain)),
      ),
    ]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="digital-assets.csv"')
      .send(toCsv(['Name', 'Symbol', 'Blockchains', 'Coverage'], rows));
  });

  route(api, endpoints.chains.healthCheck, { access: 'user' }, async () => {
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
  });
};
