import type { CounterpartySummaryDto, InvestigationTreeDto } from '@riskscreen/shared';
import type { AddressReport } from '../../exposure/index.ts';

/** The exposure a screening report carries (addresses and transactions alike). */
type ExposureSnapshot = AddressReport['exposure'];

/** What a cycle keeps of a screening: the object's investigation tree and its counterparty summary. */
export type ScreeningSnapshot = {
  investigationTree: InvestigationTreeDto;
  counterpartySummary: CounterpartySummaryDto;
};

/**
 * The snapshot of a screening's exposure, in the shapes the address and transaction pages answer (their
 * investigation-tree and tag-aggregated-incoming/outgoing-values routes serve these same fields of the report).
 */
export function screeningSnapshotOf(exposure: ExposureSnapshot): ScreeningSnapshot {
  return {
    investigationTree: exposure.investigation_tree,
    counterpartySummary: { incoming: exposure.incoming.rows, outgoing: exposure.outgoing.rows },
  };
}
