import { z } from 'zod';
import { paged, pageQuery, workspaceQuery } from './common.ts';

/**
 * A comma list of chain numbers in a query string ('0,1,24'). The string 'null' and the empty string are
 * empty (spec part 2 §5: URL filters). Anything else answers 400.
 */
export const blockchainList = z
  .string()
  .max(1000)
  .regex(
    /^(null|\s*|\s*-?\d{1,4}\s*(,\s*-?\d{1,4}\s*)*)$/,
    'Enter a comma-separated list of blockchain numbers.',
  )
  .transform((value) =>
    value.trim() === '' || value === 'null' ? [] : value.split(',').map((part) => Number(part.trim())),
  );

export const chainCoverage = z.enum(['full', 'lite']);

/** One row of the chain synchronisation view (spec part 1 §3: Chain status). */
export const chainStatus = z.object({
  blockchain: z.number().int(),
  blockchain_verbose: z.string(),
  last_synced_block: z.number().int().nullable(),
  last_updated_at: z.string(),
  last_synced_block_timestamp: z.string().nullable(),
});
export type ChainStatus = z.infer<typeof chainStatus>;

/**
 * The sanctions list screening reads (OFAC SDN): its latest publication imported, by hand (import-labels) or by the
 * scheduled refresh of SANCTIONS_LIST_PATH. published_at is the list's own date when it carries one (dated), else
 * the day it was imported (OFAC's per-currency lists give none).
 */
export const sanctionsListStatus = z.object({
  source: z.string(),
  published_at: z.string(),
  dated: z.boolean(),
  imported_at: z.string(),
});
export type SanctionsListStatus = z.infer<typeof sanctionsListStatus>;

export const healthCheckResponse = z.object({
  statuses_by_blockchain: z.array(chainStatus),
  /** null until a sanctions list has been imported. */
  sanctions_list: sanctionsListStatus.nullable(),
});
export type HealthCheckResponse = z.infer<typeof healthCheckResponse>;

export const digitalAssetBlockchain = z.object({
  blockchain: z.number().int(),
  blockchain_verbose: z.string(),
});

/** A supported asset (spec part 1 §3: Digital asset) with its coverage, Full or Lite. */
export const digitalAsset = z.object({
  name: z.string(),
  symbol: z.string(),
  blockchains: z.array(digitalAssetBlockchain),
  coverage: chainCoverage,
  /**
   * Whether this installation holds chain data for one of the asset's blockchains: Full coverage means flows,
   * exposure and behaviour rules only where it does; elsewhere screening reads attribution (labels, sanctions).
   */
  has_chain_data: z.boolean(),
});
export type DigitalAsset = z.infer<typeof digitalAsset>;

export const digitalAssetsQuery = workspaceQuery.merge(pageQuery).extend({
  blockchains: blockchainList.optional(),
  q: z.string().max(200).optional(),
});

export const digitalAssetsPage = paged(digitalAsset);

/** GET /risk/api/v4/digital-assets/download/: the browser's filter, every matching asset. */
export const digitalAssetsDownloadQuery = workspaceQuery.extend({
  blockchains: blockchainList.optional(),
  q: z.string().max(200).optional(),
});
