import { CaseRole, CaseStatus, endpoints } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useProfile } from '../../lib/profile.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import { useWorkspaceMembers } from './api.ts';

/**
 * Where Close takes a case for the caller (spec part 3 §4.2): with mandatory approval, anyone but an approver of
 * this workspace sends it to Pending Approval; otherwise it is Closed. Null while the setting is not known yet.
 */
export function useCloseOutcome(): number | null {
  const workspace = useWorkspaceSlug();
  const profile = useProfile();
  const approval = useQuery({
    queryKey: ['case-settings', workspace, 'mandatory-approval'],
    queryFn: ({ signal }) => api.call(endpoints.caseSettings.mandatoryApproval, { signal }),
  });
  const members = useWorkspaceMembers();
  if (!approval.data) return null;
  if (!approval.data.mandatory_approval) return CaseStatus.Closed;
  if (!members.data) return null;
  const me = members.data.find((m) => m.user_id === profile.id);
  return me?.case_role === CaseRole.Approver ? CaseStatus.Closed : CaseStatus.PendingApproval;
}
