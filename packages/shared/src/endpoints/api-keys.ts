import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import {
  apiKey,
  apiKeyCreateRequest,
  apiKeyListQuery,
  apiKeyUpdateRequest,
  revokedApiKeys,
} from '../schemas/profile.ts';
import { defineEndpoint } from './define.ts';

const tags = ['api keys'];
const KEYS = '/profile/api/v1/keys/';

/** The caller's API keys in the current workspace, and an admin's revocation of a member's keys. */
export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: KEYS,
    summary: "List the caller's API keys in the workspace",
    query: apiKeyListQuery,
    response: paged(apiKey),
    tags,
  }),
  /** The full key is in this answer only; lists show it masked. The caller's password confirms the creation. */
  create: defineEndpoint({
    method: 'POST',
    path: KEYS,
    summary: 'Create an API key',
    query: workspaceQuery,
    body: apiKeyCreateRequest,
    response: apiKey,
    status: 201,
    tags,
  }),
  /** Revoke or re-enable. */
  update: defineEndpoint({
    method: 'PUT',
    path: `${KEYS}:id/`,
    summary: 'Revoke or re-enable an API key',
    params: recordIdParams,
    query: workspaceQuery,
    body: apiKeyUpdateRequest,
    response: apiKey,
    tags,
  }),
  /** A workspace admin deactivates every active key a member holds in this workspace. */
  revokeMemberKeys: defineEndpoint({
    method: 'POST',
    path: '/profile/api/v1/team-members/:id/revoke-api-keys/',
    summary: 'Revoke every active API key of a workspace member',
    params: recordIdParams,
    query: workspaceQuery,
    response: revokedApiKeys,
    tags,
  }),
};
