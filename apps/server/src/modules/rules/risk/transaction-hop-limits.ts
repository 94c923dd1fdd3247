import { getChain } from '@riskscreen/shared';
import type { DirectionSnapshot, ExposureDeps, TransactionReport } from '../../exposure/index.ts';
import {
  computeTransactionExposure,
  exposureFlows,
  findChainTransaction,
  loadTransactionTransfers,
} from '../../exposure/index.ts';

type SidesOfExposure = { incoming: DirectionSnapshot; outgoing: DirectionSnapshot };

/**
 * The transaction's exposure traced again for rules with their own hop limit (templates 18–20), keyed by that
 * limit. As for addresses, a limit counts the hops behind the direct counterparties (the transaction's parties), so
 * it traces one level deeper than its number; the report's own trace is reused when the depths agree. A Lite chain,
 * or a transaction the store does not know, has nothing to trace: its report's exposure stands for every limit.
 */
export async function transactionExposureAtHopLimits(
  deps: ExposureDeps,
  report: Pick<TransactionReport, 'blockchain' | 'identifier' | 'isKnown' | 'exposure'>,
  hopLimits: readonly number[],
  now: Date,
): Promise<Record<number, SidesOfExposure>> {
  const traced: Record<number, SidesOfExposure> = {};
  for (const limit of hopLimits) traced[limit] = report.exposure;
  const deeper = hopLimits.filter((limit) => limit + 1 !== report.exposure.max_hops);
  if (deeper.length === 0 || !report.isKnown || getChain(report.blockchain)?.coverage !== 'full')
    return traced;
  const tx = await findChainTransaction(deps.db, report.blockchain, report.identifier);
  if (!tx) return traced;
  const flows = exposureFlows(await loadTransactionTransfers(deps.db, tx.id));
  for (const limit of deeper) {
    const computed = await computeTransactionExposure(deps, report.blockchain, tx, flows, {
      maxHops: limit + 1,
      minEdgeUsd: report.exposure.min_edge_usd ?? 0,
      now,
    });
    traced[limit] = computed.snapshot;
  }
  return traced;
}
