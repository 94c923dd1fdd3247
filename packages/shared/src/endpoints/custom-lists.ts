import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  customTaggedAddress,
  customTaggedAddressExportQuery,
  customTaggedAddressesCreateRequest,
  customTaggedAddressesCreateResponse,
  customTaggedAddressListQuery,
  customTagIdParams,
} from '../schemas/custom-lists.ts';
import { defineEndpoint, noContent } from './define.ts';
import { queuedExportEndpoint } from './queued-export.ts';

const tags = ['custom lists'];
const BASE = '/risk/api/v4/custom-tagged-addresses/';

/** The addresses of custom lists and tags. Members read; admins add and remove. */
export const customListEndpoints = {
  addresses: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: 'List the addresses of custom lists and tags',
    query: customTaggedAddressListQuery,
    response: paged(customTaggedAddress),
    tags,
  }),
  exportAddresses: queuedExportEndpoint({
    path: `${BASE}export/`,
    summary: 'Queue an export of the addresses of a custom list or tag (CSV or XLSX)',
    filters: customTaggedAddressExportQuery,
    tags,
  }),
  addAddresses: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Add addresses to a custom list or tag',
    query: workspaceQuery,
    body: customTaggedAddressesCreateRequest,
    response: customTaggedAddressesCreateResponse,
    status: 201,
    tags,
  }),
  removeAddress: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}:id/archive/`,
    summary: 'Remove an address from a custom list or tag',
    params: customTagIdParams,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
};
