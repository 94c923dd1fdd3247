import { versionInfo } from '../schemas/profile.ts';
import { defineEndpoint } from './define.ts';

export const systemEndpoints = {
  /** The web app polls it and reloads an idle tab when the version changes. */
  version: defineEndpoint({
    method: 'GET',
    path: '/version.json',
    summary: "Get the server's version",
    response: versionInfo,
    tags: ['system'],
  }),
};
