import type { Chain, DataCoverage, TagCategory } from '@riskscreen/shared';
import { HttpError } from '../../../lib/http-errors.ts';
import { loadLabels, type StoredLabel } from '../../attribution/index.ts';
import { EMPTY_DIRECTION, type ExposureSnapshot, emptyTree } from './address-exposure.ts';
import type { ExposureDeps } from './chain-access.ts';
import { findChainTransaction, loadTransactionTransfers, loadTxIo } from './chain-transaction.repo.ts';
import { dataCoverageOf } from './data-coverage.ts';
import { primaryLabel, type TagView, tagView } from './own-attribution.ts';
import type { RiskDetected } from './risks-detected.ts';
import { computeTransactionExposure, type PartyExposure } from './transaction-exposure.ts';
import {
  type AggregatedLeg,
  type AssetTotal,
  assetTotals,
  exposureFlows,
  partiesOf,
} from './transaction-legs.ts';

/** Parties kept per side in the snapshot (largest first); the inputs/outputs lists page through all of them. */
const MAX_LISTED_PARTIES = 500;

export type TransactionParty = {
  address: string;
  value: number;
  valueUsd: number;
  tokenSymbol: string;
  tag: TagView;
  exposureType: PartyExposure;
};

export type { RiskDetected } from './risks-detected.ts';

/** Everything a screening says about a transaction, as stored in the snapshot and served by previews. */
export type TransactionReport = {
  blockchain: number;
  identifier: string;
  /** False when the chain store does not hold the transaction (screened against attribution only). */
  isKnown: boolean;
  /** Highest alert level of the workspace's firing Transaction rules, set by the caller; 0 until then. */
  riskLevel: number;
  blockNumber: number | null;
  /** Epoch seconds; null while unconfirmed. */
  blockTime: number | null;
  fee: number;
  feeUsd: number;
  /** Native value of the transaction as the chain reports it, and its USD at block time. */
  value: number;
  valueUsd: number;
  /** USD received by the customer address when one is given, else by all receivers (change excluded). */
  incomingValueUsd: number;
  digitalAssets: AssetTotal[];
  senders: TransactionParty[];
  receivers: TransactionParty[];
  partyCategories: TagCategory[];
  risksDetected: RiskDetected[];
  exposure: ExposureSnapshot;
  screenedAt: string;
  /** What the screening rested on (decision 0046); absent from reports stored before it. */
  dataCoverage?: DataCoverage;
};

/**
 * Screen a transaction against attribution and chain data. A transaction the store does not know, or one on a
 * Lite chain, is screened against attribution only: its parties' labels count, nothing is traced.
 */
export async function buildTransactionReport(
  deps: ExposureDeps,
  chain: Chain,
  hash: string,
  options: { maxHops: number; minEdgeUsd?: number; now: Date; customerAddress: string | null },
): Promise<TransactionReport> {
  const { db } = deps;
  const tx = await findChainTransaction(db, chain.blockchain, hash);
  const base = {
    blockchain: chain.blockchain,
    identifier: hash,
    screenedAt: options.now.toISOString(),
    dataCoverage: await dataCoverageOf(deps, chain, tx !== undefined && tx !== null),
  };
  if (!tx) return { ...base, ...unknownTransaction(hash, options.maxHops) };

  const [transfers, inputs, outputs] = await Promise.all([
    loadTransactionTransfers(db, tx.id),
    loadTxIo(db, tx.id, true),
    loadTxIo(db, tx.id, false),
  ]);
  const { customerAddress } = options;
  if (customerAddress && !transfers.some((t) => t.from === customerAddress || t.to === customerAddress)) {
    // The customer's side of the transaction decides its incoming value: an address off the transaction has none.
    throw HttpError.fields({ address: ['The address is not a sender or a receiver of this transaction.'] });
  }
  const flows = exposureFlows(transfers);
  // Lite chains are screened for sanctions only: direct attribution of the parties, no tracing.
  const maxHops = chain.coverage === 'full' ? options.maxHops : 1;
  const exposure = await computeTransactionExposure(deps, chain.blockchain, tx, flows, {
    maxHops,
    minEdgeUsd: options.minEdgeUsd ?? 0,
    now: options.now,
  });
  const parties = partiesOf({ inputs, outputs }, transfers);
  const partyAddresses = [...new Set([...parties.senders, ...parties.receivers].map((p) => p.address))];
  const missing = partyAddresses.filter((a) => !exposure.labels.has(a));
  const extra = await loadLabels(db, chain.blockchain, missing, options.now);
  const labelsOf = (a: string): StoredLabel[] => exposure.labels.get(a) ?? extra.get(a) ?? [];
  const present = (legs: AggregatedLeg[], kinds: Map<string, PartyExposure>): TransactionParty[] =>
    legs.slice(0, MAX_LISTED_PARTIES).map((leg) => {
      const label = primaryLabel(labelsOf(leg.address));
      return {
        address: leg.address,
        value: leg.amount,
        valueUsd: leg.valueUsd,
        tokenSymbol: leg.assetSymbol,
        tag: tagView(label),
        exposureType: label ? 'direct' : (kinds.get(leg.address) ?? null),
      };
    });

  const partyCategories = [...new Set(partyAddresses.flatMap((a) => labelsOf(a).map((l) => l.category)))];
  const { snapshot } = exposure;
  return {
    ...base,
    isKnown: true,
    // The workspace's Transaction rules decide the level (evaluateTransactionPolicies); none has run yet.
    riskLevel: 0,
    blockNumber: tx.blockNumber,
    blockTime: tx.blockTime ? Math.floor(tx.blockTime.getTime() / 1000) : null,
    fee: tx.fee,
    feeUsd: tx.feeUsd,
    value: tx.value,
    valueUsd: tx.valueUsd,
    incomingValueUsd: incomingValue(flows.received, options.customerAddress),
    digitalAssets: assetTotals(transfers),
    senders: present(parties.senders, exposure.senders),
    receivers: present(parties.receivers, exposure.receivers),
    partyCategories,
    risksDetected: exposure.risks,
    exposure: snapshot,
  };
}

function incomingValue(received: ReadonlyMap<string, number>, customerAddress: string | null): number {
  if (customerAddress) return received.get(customerAddress) ?? 0;
  let total = 0;
  for (const v of received.values()) total += v;
  return total;
}

/** Its hash cannot be attributed and it has no parties we know of: no risk, nothing traced. */
function unknownTransaction(hash: string, maxHops: number) {
  const exposure: ExposureSnapshot = {
    incoming: EMPTY_DIRECTION,
    outgoing: EMPTY_DIRECTION,
    investigation_tree: emptyTree(hash),
    explanations: [],
    max_hops: maxHops,
  };
  return {
    isKnown: false,
    riskLevel: 0,
    blockNumber: null,
    blockTime: null,
    fee: 0,
    feeUsd: 0,
    value: 0,
    valueUsd: 0,
    incomingValueUsd: 0,
    digitalAssets: [],
    senders: [],
    receivers: [],
    partyCategories: [],
    risksDetected: [],
    exposure,
  };
}
