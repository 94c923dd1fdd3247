import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  customTag,
  customTagCreateRequest,
  customTagIdParams,
  customTagListQuery,
  customTagUpdateRequest,
} from '../schemas/custom-lists.ts';
import { defineEndpoint, noContent } from './define.ts';
import { queuedExportEndpoint } from './queued-export.ts';

const tags = ['custom tags'];
const BASE = '/risk/api/v4/custom-tags/';
const ONE = `${BASE}:id/`;

/** Custom tags and custom lists: one resource, a list being a tag with is_in_custom_list. */
export const customTagEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "List the workspace's custom tags and lists",
    query: customTagListQuery,
    response: paged(customTag),
    tags,
  }),
  export: queuedExportEndpoint({
    path: `${BASE}export/`,
    summary: 'Queue an export of custom tags and lists (CSV or XLSX)',
    filters: customTagListQuery,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a custom tag or list',
    query: workspaceQuery,
    body: customTagCreateRequest,
    response: customTag,
    status: 201,
    tags,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: ONE,
    summary: 'Update a custom tag or list',
    params: customTagIdParams,
    query: workspaceQuery,
    body: customTagUpdateRequest,
    response: customTag,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: ONE,
    summary: 'Delete a custom tag or list',
    params: customTagIdParams,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
};
