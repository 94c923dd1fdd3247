import { isLabelValidAt } from '@riskscreen/engine';
import type { Chain, DataCoverage, TagCategory } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { StoredLabel } from '../../attribution/index.ts';
import {
  computeAddressExposure,
  type DirectionSnapshot,
  EMPTY_DIRECTION,
  type ExposureSnapshot,
  type TraceSettings,
  traceDirectionsAt,
} from './address-exposure.ts';
import { type AddressFacts, clusterAddresses, type Holding, loadAddressFacts } from './address-facts.repo.ts';
import { addressFactsOf, holdingsOf, labelsOf, rereadAddressFacts } from './address-reads.ts';
import type { ExposureDeps } from './chain-access.ts';
import { dataCoverageOf } from './data-coverage.ts';
import { primaryLabel, type TagView, tagView } from './own-attribution.ts';
import { MAX_ORIGIN_ADDRESSES, MEGAHUB_DEGREE } from './screening-settings.ts';

/** Everything a screening says about an address, as stored in the snapshot and served by previews. */
export type AddressReport = {
  blockchain: number;
  identifier: string;
  riskLevel: number;
  own: TagView;
  owner: TagView;
  ownCategories: TagCategory[];
  attributedAt: number | null;
  facts: AddressFacts | null;
  holdings: Holding[];
  isMegahub: boolean;
  exposure: ExposureSnapshot;
  screenedAt: string;
  /**
   * What the screening rested on (decision 0046); absent from reports stored before it (storedDataCoverage reads
   * them).
   */
  dataCoverage?: DataCoverage;
};

export class TokenAccountError extends HttpError {
  constructor(readonly ownerAddress: string) {
    super(
      400,
      'Current address is a token account. Please screen owner account address.',
      'token_account',
      undefined,
      {
        owner_address: ownerAddress,
      },
    );
  }
}

/** An address traced for screening: the report, and the labels it was built from for the rules to read. */
export type TracedAddress = {
  report: AddressReport;
  /** The address's own labels and its cluster's, valid at the screening's time (read once per screening). */
  ownLabels: readonly StoredLabel[];
};

/**
 * Screen an address against attribution and chain data. Lite chains, and addresses the provider does not know,
 * are screened against attribution only: a sanctioned address is flagged whatever the chain data says.
 */
export async function traceAddress(
  deps: ExposureDeps,
  chain: Chain,
  address: string,
  options: TraceSettings & { now: Date },
): Promise<TracedAddress> {
  const { db, chains } = deps;
  let facts = await addressFactsOf(deps, chain.blockchain, address);
  // An address the block sync has not reached is pulled from the chain's Esplora API when one is configured.
  if (!facts && chain.coverage === 'full' && (await chains.fetchUnknownAddress(chain.blockchain, address))) {
    chains.graphs.invalidate(chain.blockchain);
    facts = await rereadAddressFacts(deps, chain.blockchain, address);
  }
  if (facts?.tokenAccountOwner) throw new TokenAccountError(facts.tokenAccountOwner);
  // The address's own labels, and those of its cluster (which apply to it too, and show as its owner).
  const labels = await labelsOf(deps, chain.blockchain, address, options.now);
  const own = primaryLabel(labels.filter((l) => l.clusterId === undefined));
  const clusterLabel = own ? undefined : primaryLabel(labels.filter((l) => l.clusterId !== undefined));
  let ownerLabel = clusterLabel;

  let exposure: ExposureSnapshot = {
    incoming: EMPTY_DIRECTION,
    outgoing: EMPTY_DIRECTION,
    investigation_tree: { nodes: [], incoming_edges: [], outgoing_edges: [], truncated: false },
    explanations: [],
    max_hops: options.maxHops,
    min_edge_usd: options.minEdgeUsd ?? 0,
  };
  if (facts && chain.coverage === 'full') {
    const origin = await screeningOrigin(db, chain.blockchain, address, facts.clusterId);
    const computed = await computeAddressExposure(chains, chain.blockchain, origin, options);
    exposure = computed.snapshot;
    // Else the attribution of another address of its cluster shows as the owner (valid now: the graph's labels
    // include ended ones, kept for history).
    const asOf = Math.floor(options.now.getTime() / 1000);
    if (!own && !ownerLabel) {
      ownerLabel = primaryLabel(
        origin.flatMap((a) => computed.labels.get(a) ?? []).filter((l) => isLabelValidAt(l, asOf)),
      );
    }
  }
  const ownCategories = [...new Set(labels.map((l) => l.category))];
  const report: AddressReport = {
    blockchain: chain.blockchain,
    identifier: address,
    // The workspace's rules decide the risk level (evaluateAddressPolicies); until they ran it is No Risk.
    riskLevel: 0,
    own: tagView(own),
    owner: tagView(ownerLabel),
    ownCategories,
    attributedAt: (own ?? clusterLabel)?.attributedAt ?? null,
    facts,
    holdings: await holdingsOf(deps, chain.blockchain, address),
    isMegahub: (facts?.counterpartyCount ?? 0) > MEGAHUB_DEGREE,
    exposure,
    screenedAt: options.now.toISOString(),
    dataCoverage: await dataCoverageOf(deps, chain, facts !== null),
  };
  return { report, ownLabels: labels };
}

/**
 * The report's exposure traced again for rules with their own hop limit (templates 18–21), keyed by that limit.
 * A rule's hop limit counts the hops behind the direct counterparty (1 = the direct counterparties' sources), so
 * it traces one level deeper than its number; the report's own trace is reused when the depths agree.
 */
export async function exposureAtHopLimits(
  { db, chains }: ExposureDeps,
  report: AddressReport,
  hopLimits: readonly number[],
  now: Date,
): Promise<Record<number, { incoming: DirectionSnapshot; outgoing: DirectionSnapshot }>> {
  const traced: Record<number, { incoming: DirectionSnapshot; outgoing: DirectionSnapshot }> = {};
  if (hopLimits.length === 0 || !report.facts || report.exposure.investigation_tree.nodes.length === 0) {
    for (const limit of hopLimits) traced[limit] = report.exposure;
    return traced;
  }
  const origin = await screeningOrigin(db, report.blockchain, report.identifier, report.facts.clusterId);
  for (const limit of hopLimits) {
    const depth = limit + 1;
    traced[limit] =
      depth === report.exposure.max_hops
        ? report.exposure
        : await traceDirectionsAt(chains, report.blockchain, origin, {
            maxHops: depth,
            minEdgeUsd: report.exposure.min_edge_usd ?? 0,
            now,
          });
  }
  return traced;
}

/** The addresses screened together: the address and the rest of its cluster (bounded). */
export async function screeningOrigin(db: Db, blockchain: number, address: string, clusterId: number | null) {
  const members = clusterId ? await clusterAddresses(db, blockchain, clusterId, MAX_ORIGIN_ADDRESSES) : [];
  return [address, ...members.filter((a) => a !== address)];
}

/** The paths behind each exposure figure of an address, traced now on the current chain data. */
export async function explainAddressExposure(
  { db, chains }: ExposureDeps,
  blockchain: number,
  address: string,
  settings: TraceSettings,
  now: Date,
) {
  const facts = await loadAddressFacts(db, blockchain, address);
  if (!facts) return [];
  const origin = await screeningOrigin(db, blockchain, address, facts.clusterId);
  const computed = await computeAddressExposure(chains, blockchain, origin, {
    ...settings,
    now,
    explain: true,
  });
  return computed.snapshot.explanations;
}
