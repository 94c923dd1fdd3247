import { z } from 'zod';
import { ROLE_LABELS, ROLES, type Role } from '../enums/roles.ts';
import { email } from './auth.ts';
import { integerField, paged, pageFields, pageQuery, workspaceQuery } from './common.ts';

/**
 * The roles a member may be invited with or given (spec part 3 §5 Members): the shared role list without the entry
 * at index 2 (Service Account) and without anything beyond index 4 (L3 and L4 Agent).
 */
export const INVITE_ROLES: readonly Role[] = ROLES.filter((_, index) => index !== 2 && index <= 4);

/** The spec's messages of the invite form (part 3 §5 Members) and of a duplicate invitation. */
export const MEMBER_MESSAGES = {
  emailsRequired: 'Please enter email address to invite',
  workspacesRequired: 'Please enter workspace to invite',
  inOrganisation: 'Email already exists in organisation',
  inWorkspace: 'Email already exists in workspace',
  otherOrganisation: 'This email address cannot be invited.',
  lastOrganisationAdmin: 'The last organisation admin cannot be disabled or demoted.',
  notYourself: 'You cannot disable or change your own membership.',
  organisationAdminOnly: "Only an organisation admin can change an organisation admin's membership.",
} as const;

/** The spec's toasts of the members pages (part 3 §8 Members). */
export const MEMBER_TOASTS = {
  teamMemberStatus: 'Team member status changed successfully!',
  workspaceMemberStatus: 'Workspace member status changed successfully!',
  updateFailed: 'Failed to update member, Please try again.',
  invited: 'Team member invited to {type} successfully!',
  bulkInvited: 'Team members invited to workspace successfully!',
  inviteFailed: 'Failed to invite team members. Please try again.',
} as const;

const MAX_INVITES = 50;

/** A role of the invite and edit forms: 1, 2, 4 or 5 ('"3" is not a valid choice.' otherwise). */
export const inviteRole = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Select a valid choice.'),
    })
    .int('Select a valid choice.')
    .refine((v) => (INVITE_ROLES as readonly number[]).includes(v), {
      error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
    }),
);

const inviteEmails = z
  .array(email, { error: () => MEMBER_MESSAGES.emailsRequired })
  .min(1, MEMBER_MESSAGES.emailsRequired)
  .max(MAX_INVITES);

const workspaceSlug = z.string().min(1).max(100);

/** POST team-members/ and workspaces/members/: invite people to one or more workspaces with one role. */
export const inviteRequest = z.object({
  emails: inviteEmails,
  role: inviteRole,
  workspaces: z
    .array(workspaceSlug, { error: () => MEMBER_MESSAGES.workspacesRequired })
    .min(1, MEMBER_MESSAGES.workspacesRequired)
    .max(100),
});
export type InviteRequest = z.infer<typeof inviteRequest>;

/** POST team-members/bulk-invite-workspace/: people of the organisation or new ones, into one workspace. */
export const bulkInviteRequest = z.object({
  emails: inviteEmails,
  role: inviteRole,
  workspace: z
    .string({ error: () => MEMBER_MESSAGES.workspacesRequired })
    .min(1, MEMBER_MESSAGES.workspacesRequired)
    .max(100),
});

export const inviteResponse = z.object({
  detail: z.string(),
  /** Who got a new account (and a sign-up mail) and who, already in the organisation, joined the workspaces. */
  invited: z.array(z.string()),
  added: z.array(z.string()),
});

export const teamMemberMembership = z.object({
  role: z.number().int(),
  role_verbose: z.string(),
  is_active: z.boolean(),
  workspace: z.object({ name: z.string(), slug: z.string() }),
});

/**
 * A team member (spec part 3 §3). In a workspace's list, role and is_active are the membership's (is_active is
 * true only if the user and the membership are both active, §4.5); in the organisation's list, role is null and
 * role_verbose says whether the member is an organisation admin. is_invited: invited, not signed up yet.
 */
export const teamMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  user_is_active: z.boolean(),
  is_organization_admin: z.boolean(),
  is_invited: z.boolean(),
  role: z.number().int().nullable(),
  role_verbose: z.string(),
  memberships: z.array(teamMemberMembership),
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamMemberPage = paged(teamMember);

const memberListFilters = {
  q: z.string().trim().max(200).optional(),
  is_active: z.enum(['true', 'false']).optional(),
};

/** GET team-members/ (organisation) — 25 a page as the spec's member lists. */
export const teamMemberListQuery = pageQuery
  .extend({ limit: integerField(1, 100).default(25), workspace: z.string().max(100).optional() })
  .extend(memberListFilters);

/** GET workspaces/members/ (one workspace). */
export const workspaceMemberListQuery = workspaceQuery.extend(pageFields(100, 25)).extend(memberListFilters);

/** PUT workspaces/members/{id}/: the member's membership in this workspace (Disable, Enable, Edit). */
export const workspaceMemberUpdate = z
  .object({ is_active: z.boolean().optional(), role: inviteRole.optional() })
  .strict();

/** PUT team-members/{id}/: the member in the organisation (Disable, Enable, Edit). */
export const teamMemberUpdate = z
  .object({
    is_active: z.boolean().optional(),
    is_organization_admin: z.boolean().optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
  })
  .strict();

/** GET team-members/suggest/?q=: people of the organisation for the invite form. */
export const memberSuggestQuery = workspaceQuery.extend({ q: z.string().trim().max(200).default('') });
export const memberSuggestion = z.object({ id: z.number().int(), email: z.string(), full_name: z.string() });

export const roleVerbose = (role: number): string => ROLE_LABELS[role as Role] ?? String(role);
