import { Role } from './enums/roles.ts';

/**
 * A user's standing in one workspace: the inputs of isAdmin and isOrgAdmin (spec part 1 §6). The membership
 * role is the one for the workspace in question (null when not a member). Server and web both decide with these.
 */
export type Standing = {
  isOrganizationAdmin: boolean;
  profileRole: number | null;
  membershipRole: number | null;
};

/** An organisation admin, or a service account (profile role 3). */
export function isOrgAdmin(s: Standing): boolean {
  return s.isOrganizationAdmin || s.profileRole === Role.ServiceAccount;
}

/** An organisation admin, an admin member of the workspace (role 1), or a service account (profile role 3). */
export function isAdmin(s: Standing): boolean {
  return s.isOrganizationAdmin || s.membershipRole === Role.Admin || s.profileRole === Role.ServiceAccount;
}
