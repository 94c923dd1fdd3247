import { workspaceQuery } from '../schemas/common.ts';
import { screeningSettings, screeningSettingsUpdate } from '../schemas/screening-settings.ts';
import { defineEndpoint } from './define.ts';

const tags = ['screening settings'];
const PATH = '/risk/api/v4/screening-settings/';

/** The workspace's exposure settings: hop limit and minimum value per edge. */
export const screeningSettingsEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: PATH,
    summary: "Get the workspace's screening settings",
    query: workspaceQuery,
    response: screeningSettings,
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: PATH,
    summary: "Update the workspace's screening settings",
    query: workspaceQuery,
    body: screeningSettingsUpdate,
    response: screeningSettings,
    tags,
  }),
};
