import { type AddressReport, presentDirectionTotals } from '../exposure/index.ts';

/**
 * The exposure of an address's or a transaction's page: the totals of each direction, and with get_extra_data the
 * counterparty rows and the investigation tree.
 */
export function presentExposure(exposure: AddressReport['exposure'], withExtra: boolean) {
  return {
    incoming: presentDirectionTotals(exposure.incoming),
    outgoing: presentDirectionTotals(exposure.outgoing),
    ...(withExtra
      ? {
          incoming_counterparty_summary: exposure.incoming.rows,
          outgoing_counterparty_summary: exposure.outgoing.rows,
          investigation_tree: exposure.investigation_tree,
        }
      : {}),
  };
}
