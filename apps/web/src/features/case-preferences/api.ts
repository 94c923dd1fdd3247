import { type CaseUser, endpoints } from '@riskscreen/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import type { CasePreferences } from './preferences-form.ts';

const SETTINGS = endpoints.caseSettings;

/** Everything the page shows, read at once: the settings of the workspace and its members with their case roles. */
export function useCasePreferences() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['case-preferences', workspace],
    queryFn: async ({ signal }) => {
      const [assignment, approval, users, levels] = await Promise.all([
        api.call(SETTINGS.assignmentType, { signal }),
        api.call(SETTINGS.mandatoryApproval, { signal }),
        api.call(SETTINGS.users, { signal }),
        api.call(SETTINGS.autoCreateLevels, { signal }),
      ]);
      return { assignment, approval, users, levels: levels.auto_create_case_alert_levels };
    },
  });
}

/**
 * Saves what changed. Case roles change one member at a time: the members who lose a role first, so the limit of
 * three never trips on a swap.
 */
export function useSaveCasePreferences() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return async (before: CasePreferences, after: CasePreferences, users: readonly CaseUser[]) => {
    if (before.levels.join() !== after.levels.join()) {
      await api.call(SETTINGS.updateAutoCreateLevels, {
        body: { auto_create_case_alert_levels: after.levels },
      });
    }
    if (
      before.assignmentType !== after.assignmentType ||
      before.approverAssignmentType !== after.approverAssignmentType
    ) {
      await api.call(SETTINGS.updateAssignmentType, {
        body: {
          assignment_type: after.assignmentType as 0 | 1 | 2,
          approver_assignment_type: after.approverAssignmentType as 0 | 1,
        },
      });
    }
    if (before.isMandatory !== after.isMandatory) {
      await api.call(SETTINGS.updateMandatoryApproval, { body: { mandatory_approval: after.isMandatory } });
    }
    for (const change of roleChanges(after, users)) {
      await api.call(SETTINGS.updateUser, {
        params: { userId: change.userId },
        body: { case_role: change.role },
      });
    }
    await queryClient.invalidateQueries({ queryKey: ['case-preferences', workspace] });
    await queryClient.invalidateQueries({ queryKey: ['case-users', workspace] });
  };
}

type RoleChange = { userId: number; role: 1 | 2 | null };

/** The case role each member should now hold, where it differs from now; removals first. */
export function roleChanges(after: CasePreferences, users: readonly CaseUser[]): RoleChange[] {
  // Approvers keep their role under Regular approval: the picker is hidden, not emptied.
  const wanted = (userId: number): 1 | 2 | null =>
    after.agents.includes(userId) ? 2 : after.approvers.includes(userId) ? 1 : null;
  const changes = users
    .map((u) => ({ userId: u.user_id, from: u.case_role, role: wanted(u.user_id) }))
    .filter((c) => c.from !== c.role);
  return [...changes.filter((c) => c.role === null), ...changes.filter((c) => c.role !== null)].map(
    ({ userId, role }) => ({ userId, role }),
  );
}
