import { COVERAGE_LABELS, chainLabel, endpoints, filterDigitalAssets } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { queryExport, tableFile } from '../../platform/index.ts';

export const DIGITAL_ASSETS_EXPORT = 'chains.digital-assets';

/** The chains whose data this installation holds (a provider or the demo world synced them). */
export async function chainsWithData(db: Db): Promise<Set<number>> {
  return new Set(
    (await db.selectFrom('chain_sync').select('blockchain').execute()).map((row) => row.blockchain),
  );
}

/** Full coverage, said honestly: without the chain's data here, screening reads attribution only. */
export function coverageText(coverage: 'full' | 'lite', hasData: boolean): string {
  return coverage === 'full' && !hasData
    ? `${COVERAGE_LABELS.full} (no chain data in this installation)`
    : COVERAGE_LABELS[coverage];
}

/** The supported assets the search and chain filter match (queued export). */
export const digitalAssetsExport = queryExport(
  DIGITAL_ASSETS_EXPORT,
  endpoints.chains.digitalAssetsDownload.query,
  async ({ db }, _request, query) => {
    const withData = await chainsWithData(db);
    const rows = filterDigitalAssets({ blockchains: query.blockchains, q: query.q }).map((asset) => [
      asset.name,
      asset.symbol,
      asset.deployments.map((d) => chainLabel(d.blockchain)).join('; '),
      coverageText(
        asset.coverage,
        asset.deployments.some((d) => withData.has(d.blockchain)),
      ),
    ]);
    return tableFile(query.format, 'digital-assets', ['Name', 'Symbol', 'Blockchains', 'Coverage'], rows);
  },
);
