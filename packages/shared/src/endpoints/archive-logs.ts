import { archiveLog, archiveLogListQuery } from '../schemas/archive-logs.ts';
import { paged } from '../schemas/common.ts';
import { defineEndpoint } from './define.ts';

const tags = ['archive history'];

/** The workspace's archive history (spec part 3 §2.12): every address and transaction archived, newest first. */
export const archiveLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/archive-logs/',
    summary: 'List the archived addresses and transactions of the workspace',
    description:
      'Newest first. q finds a part of the identifier (any case); currency and type (address or transaction) filter.',
    query: archiveLogListQuery,
    response: paged(archiveLog),
    tags,
  }),
};
