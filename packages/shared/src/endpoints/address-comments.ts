import {
  addressComment,
  addressCommentForm,
  addressCommentIdParams,
  addressCommentsQuery,
} from '../schemas/address-comments.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import { defineEndpoint, fileAnswer, multipartForm } from './define.ts';

const tags = ['address comments'];
const BASE = '/risk/api/v4/address-comments/';

/** "I know this address": a workspace's comments on an address, each with at most one support file. */
export const addressCommentEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Comment on an address, with an optional support file',
    query: workspaceQuery,
    body: multipartForm(addressCommentForm),
    response: addressComment,
    status: 201,
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "List the workspace's comments on an address",
    query: addressCommentsQuery,
    response: paged(addressComment),
    tags,
  }),
  /** Always a download, never rendered: the name and bytes are the uploader's. */
  supportFile: defineEndpoint({
    method: 'GET',
    path: `${BASE}:id/support-file/`,
    summary: "Download an address comment's support file",
    params: addressCommentIdParams,
    query: workspaceQuery,
    response: fileAnswer,
    tags,
  }),
};
