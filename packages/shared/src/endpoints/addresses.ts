import { addressExportQuery, addressListQuery, entityNameList } from '../schemas/address-activity.ts';
import { recordIdParams, workspaceQuery } from '../schemas/common.ts';
import {
  addressCustomTagsRequest,
  addressCustomTagsResponse,
  customTagIdParams,
} from '../schemas/custom-lists.ts';
import { addressDetail, addressSummary, screenAddressRequest } from '../schemas/screening.ts';
import { defineEndpoint } from './define.ts';
import {
  addressBalanceEndpoints,
  reportGraphEndpoints,
  screenedObjectEndpoints,
} from './screened-objects.ts';

const tags = ['addresses'];
const BASE = '/risk/api/v4/addresses/';
const ONE = `${BASE}:id/`;
const report = { one: ONE, params: recordIdParams, subject: 'a screened address', tags } as const;

/** Screening an address, the workspace's list of screened addresses, and what a screening found. */
export const addressEndpoints = {
  ...screenedObjectEndpoints({
    base: BASE,
    kind: { screened: 'an address', one: 'a screened address', many: 'screened addresses' },
    tags,
    screenBody: screenAddressRequest,
    detail: addressDetail,
    summary: addressSummary,
    listQuery: addressListQuery,
    selectionQuery: addressExportQuery,
  }),
  /** Entity names attributed to the screened addresses (the Entity Name filter's choices). */
  entityNames: defineEndpoint({
    method: 'GET',
    path: `${BASE}direct-tag-data/name-verboses/`,
    summary: 'List the entity names attributed to screened addresses',
    query: workspaceQuery,
    response: entityNameList,
    tags,
  }),
  ...reportGraphEndpoints(report),
  ...addressBalanceEndpoints(report),
  /** Set the address's custom tags and lists: the ids not named are taken off. */
  updateCustomTags: defineEndpoint({
    method: 'POST',
    path: `${ONE}update-custom-tags/`,
    summary: "Set a screened address's custom tags and lists",
    params: customTagIdParams,
    query: workspaceQuery,
    body: addressCustomTagsRequest,
    response: addressCustomTagsResponse,
    tags: ['custom tags'],
  }),
};
