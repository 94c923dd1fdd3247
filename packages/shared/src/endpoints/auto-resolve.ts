import { autoResolveAlertLevels, autoResolveAlertLevelsBody } from '../schemas/auto-resolve.ts';
import { workspaceQuery } from '../schemas/common.ts';
import { defineEndpoint } from './define.ts';

const tags = ['monitoring'];
const PATH = '/profile/api/v1/team-members/me/autoresolve-alert-levels/';

/** The current workspace's auto-resolve alert levels (the specification places them on the profile). */
export const autoResolveEndpoints = {
  levels: defineEndpoint({
    method: 'GET',
    path: PATH,
    summary: 'Get the alert levels a re-screening closes when their rule no longer fires',
    query: workspaceQuery,
    response: autoResolveAlertLevels,
    tags,
  }),
  updateLevels: defineEndpoint({
    method: 'PUT',
    path: PATH,
    summary: 'Set the alert levels a re-screening closes when their rule no longer fires',
    query: workspaceQuery,
    body: autoResolveAlertLevelsBody,
    response: autoResolveAlertLevels,
    tags,
  }),
};
