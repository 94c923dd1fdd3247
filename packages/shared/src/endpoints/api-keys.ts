import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import { apiKey, apiKeyListQuery, apiKeyUpdateRequest } from '../schemas/profile.ts';
import { defineEndpoint } from './define.ts';

const tags = ['api keys'];
const KEYS = '/profile/api/v1/keys/';

/** The caller's API keys in the current workspace. */
export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: KEYS,
    query: apiKeyListQuery,
    response: paged(apiKey),
    tags,
  }),
  /** The full key is in this answer only; lists show it masked. */
  create: defineEndpoint({
    method: 'POST',
    path: KEYS,
    query: workspaceQuery,
    response: apiKey,
    status: 201,
    tags,
  }),
  /** Revoke or re-enable. */
  update: defineEndpoint({
    method: 'PUT',
    path: `${KEYS}:id/`,
    params: recordIdParams,
    query: workspaceQuery,
    body: apiKeyUpdateRequest,
    response: apiKey,
    tags,
  }),
};
