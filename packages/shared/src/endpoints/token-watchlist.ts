import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  tokenMonitoringAddress,
  tokenMonitoringAddressArchive,
  tokenMonitoringAddressCreate,
  tokenMonitoringAddressListQuery,
} from '../schemas/token-watchlist.ts';
import { defineEndpoint, noContent } from './define.ts';

const tags = ['monitoring'];
const WATCHLIST = '/risk/api/v4/token-monitoring-addresses/';

/** The smart contract watchlist (spec part 3 §2.10, §7.4): the token contracts whose transfers are monitored. */
export const tokenWatchlistEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: WATCHLIST,
    summary: 'List the watched token contracts',
    query: tokenMonitoringAddressListQuery,
    response: paged(tokenMonitoringAddress),
    tags,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: WATCHLIST,
    summary: 'Watch a token contract: its transfers make both ends monitored',
    query: workspaceQuery,
    body: tokenMonitoringAddressCreate,
    response: tokenMonitoringAddress,
    status: 201,
    tags,
  }),
  archive: defineEndpoint({
    method: 'POST',
    path: `${WATCHLIST}archive/`,
    summary: 'Take a token contract off the watchlist',
    query: workspaceQuery,
    body: tokenMonitoringAddressArchive,
    response: noContent,
    tags,
  }),
};
