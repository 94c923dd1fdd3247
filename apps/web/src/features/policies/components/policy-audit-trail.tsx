import { useProfile } from '../../../lib/profile.ts';
import { usePolicyHistory } from '../api.ts';
import { AuditTrail } from './audit-trail.tsx';
import { HistoryState } from './history-state.tsx';

/** The policy's Audit Trail tab: its own and its rules' changes. Restoring is done from a rule's own trail. */
export function PolicyAuditTrail({ policyId }: { policyId: number }) {
  const { timezone } = useProfile();
  const history = usePolicyHistory(policyId);
  return (
    <HistoryState history={history}>
      {(entries) => <AuditTrail entries={entries} timeZone={timezone} />}
    </HistoryState>
  );
}
