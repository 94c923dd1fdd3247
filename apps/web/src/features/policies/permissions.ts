import { usePermissions } from '../../lib/profile.ts';

/**
 * Whether the user may change policies and rules here: admins of the workspace and organisation admins
 * (spec part 3 §6, 'Only admins see the Edit button on rules'). The server enforces the same, and the plan's
 * features (Custom Rules, Behaviour Rules) on top: a refusal is shown with the server's message.
 */
export function useCanEditPolicies(): boolean {
  const { isAdmin, isOrgAdmin } = usePermissions();
  return isAdmin || isOrgAdmin;
}
