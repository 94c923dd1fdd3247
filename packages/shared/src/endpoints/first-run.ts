import { firstRunRequest, firstRunResponse, firstRunState } from '../schemas/first-run.ts';
import { defineEndpoint } from './define.ts';

const tags = ['first run'];
const FIRST_RUN = '/auth/api/first-run/';

/** First run without the demo: the setup page exists only while the server has no organisation. */
export const firstRunEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    path: FIRST_RUN,
    summary: 'Tell whether the server waits for its first organisation',
    response: firstRunState,
    tags,
  }),
  setUp: defineEndpoint({
    method: 'POST',
    path: FIRST_RUN,
    summary: 'Create the first organisation and its admin (with the setup token from the server log)',
    body: firstRunRequest,
    response: firstRunResponse,
    status: 201,
    tags,
  }),
};
