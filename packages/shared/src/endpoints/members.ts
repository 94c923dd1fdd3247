import { z } from 'zod';
import { recordIdParams } from '../schemas/common.ts';
import {
  bulkInviteRequest,
  inviteRequest,
  inviteResponse,
  memberSuggestion,
  memberSuggestQuery,
  teamMember,
  teamMemberListQuery,
  teamMemberPage,
  teamMemberUpdate,
  workspaceMemberListQuery,
  workspaceMemberUpdate,
} from '../schemas/members.ts';
import { defineEndpoint } from './define.ts';

const tags = ['members'];
const TEAM = '/profile/api/v2/team-members/';
const WORKSPACE_MEMBERS = '/profile/api/v2/workspaces/members/';

/**
 * Members (spec part 3 §7.4b, §7.6): the organisation's team members (organisation admins) and one workspace's
 * members (its admins); invitations send a sign-up link by mail.
 */
export const memberEndpoints = {
  workspaceMembers: defineEndpoint({
    method: 'GET',
    path: WORKSPACE_MEMBERS,
    summary: "List the workspace's members with their status and roles",
    query: workspaceMemberListQuery,
    response: teamMemberPage,
    tags,
  }),
  inviteToWorkspaces: defineEndpoint({
    method: 'POST',
    path: WORKSPACE_MEMBERS,
    summary: 'Invite people to workspaces the caller administers',
    description:
      'New people get an account and a sign-up link by mail; people of the organisation join the workspaces.',
    body: inviteRequest,
    response: inviteResponse,
    status: 201,
    tags,
  }),
  updateWorkspaceMember: defineEndpoint({
    method: 'PUT',
    path: `${WORKSPACE_MEMBERS}:id/`,
    summary: "Disable, enable or change the role of a member's membership in the workspace",
    params: recordIdParams,
    body: workspaceMemberUpdate,
    response: teamMember,
    tags,
  }),
  teamMembers: defineEndpoint({
    method: 'GET',
    path: TEAM,
    summary: "List the organisation's team members with their memberships",
    query: teamMemberListQuery,
    response: teamMemberPage,
    tags,
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: `${TEAM}suggest/`,
    summary: 'Suggest people of the organisation for an invitation',
    query: memberSuggestQuery,
    response: z.array(memberSuggestion),
    tags,
  }),
  teamMember: defineEndpoint({
    method: 'GET',
    path: `${TEAM}:id/`,
    summary: 'Get a team member of the organisation',
    params: recordIdParams,
    response: teamMember,
    tags,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: TEAM,
    summary: 'Invite new people to the organisation and its workspaces',
    body: inviteRequest,
    response: inviteResponse,
    status: 201,
    tags,
  }),
  bulkInviteWorkspace: defineEndpoint({
    method: 'POST',
    path: `${TEAM}bulk-invite-workspace/`,
    summary: 'Invite people (of the organisation or new) to one workspace',
    body: bulkInviteRequest,
    response: inviteResponse,
    status: 201,
    tags,
  }),
  updateTeamMember: defineEndpoint({
    method: 'PUT',
    path: `${TEAM}:id/`,
    summary: 'Disable, enable or edit a team member of the organisation',
    description:
      'Disabling ends the member’s sessions and API keys at once. The last organisation admin cannot be disabled or demoted.',
    params: recordIdParams,
    body: teamMemberUpdate,
    response: teamMember,
    tags,
  }),
};
