import {
  clusterAddressesPage,
  clusterAddressesQuery,
  searchQuery,
  searchResponse,
  suggestQuery,
  suggestResponse,
} from '../schemas/search.ts';
import { defineEndpoint } from './define.ts';

const tags = ['search'];

/** Global search, the header bar's suggestions and a cluster's addresses. */
export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/search/',
    summary: 'Search addresses, transactions and entities',
    query: searchQuery,
    response: searchResponse,
    tags,
  }),
  /** The chain store's addresses of a cluster (the investigation graph's cluster panel). */
  clusterAddresses: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/search/cluster-addresses/',
    summary: "List a cluster's addresses",
    query: clusterAddressesQuery,
    response: clusterAddressesPage,
    tags,
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/search/suggest/',
    summary: 'Suggest search results for the header bar',
    query: suggestQuery,
    response: suggestResponse,
    tags,
  }),
};
