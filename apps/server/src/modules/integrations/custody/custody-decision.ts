import { CustodyActionStatus, type SavedCustodyConfig } from '@riskscreen/shared';

/** What the custody integration does with a screened transaction. */
export type CustodyDecision = { action: 'none' } | { action: 'freeze' | 'reject'; dryRun: boolean };

/**
 * Incoming funds are frozen, an outgoing transaction is rejected (cancelled while it is still pending), each when
 * its status is not Disabled and the risk level is one of its levels; Dry Run only says what would have been done.
 */
export function custodyDecision(
  config: SavedCustodyConfig,
  direction: 'incoming' | 'outgoing',
  riskLevel: number,
): CustodyDecision {
  const [status, levels] =
    direction === 'incoming'
      ? [config.freezing_status, config.freezing_risk_levels]
      : [config.rejection_status, config.rejection_risk_levels];
  if (status === CustodyActionStatus.Disabled || !levels.includes(riskLevel)) return { action: 'none' };
  return {
    action: direction === 'incoming' ? 'freeze' : 'reject',
    dryRun: status === CustodyActionStatus.DryRun,
  };
}
