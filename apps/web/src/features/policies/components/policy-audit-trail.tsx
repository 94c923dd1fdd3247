import { Alert, Skeleton, Stack } from '@mantine/core';
import { useProfile } from '../../../lib/profile.ts';
import { usePolicyHistory } from '../api.ts';
import { serverMessage } from '../error-message.ts';
import { AuditTrail } from './audit-trail.tsx';

/** The policy's Audit Trail tab: its own and its rules' changes. Restoring is done from a rule's own trail. */
export function PolicyAuditTrail({ policyId }: { policyId: number }) {
  const { timezone } = useProfile();
  const history = usePolicyHistory(policyId);
  if (history.error) {
    return (
      <Alert color="red" title="Error Loading Data">
        {serverMessage(history.error)}
      </Alert>
    );
  }
  if (!history.data) {
    return (
      <Stack>
        <Skeleton h={60} />
        <Skeleton h={60} />
      </Stack>
    );
  }
  return <AuditTrail entries={history.data} timeZone={timezone} />;
}
