import {
  commentDto,
  commentFileDownloadRequest,
  commentForm,
  commentListQuery,
  commentObjectParams,
  commentSuggestions,
  commentSuggestQuery,
} from '../schemas/comments.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import { defineEndpoint, fileAnswer, multipartForm } from './define.ts';

const tags = ['comments'];
const OBJECT_COMMENTS = '/resolutioncenter/api/v4/:type/:id/comments/';

/** Comments on a screened object (its timeline), with mentions and files. */
export const commentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: OBJECT_COMMENTS,
    summary: 'List the comments on a screened object',
    params: commentObjectParams,
    query: commentListQuery,
    response: paged(commentDto),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: OBJECT_COMMENTS,
    summary: 'Comment on a screened object',
    params: commentObjectParams,
    query: workspaceQuery,
    body: multipartForm(commentForm),
    response: commentDto,
    status: 201,
    tags,
  }),
  /** The members (@) and the object's alerts (#) the editor offers. */
  suggest: defineEndpoint({
    method: 'GET',
    path: `${OBJECT_COMMENTS}suggest/`,
    summary: 'Suggest members (@) and alerts (#) for a comment',
    params: commentObjectParams,
    query: commentSuggestQuery,
    response: commentSuggestions,
    tags,
  }),
  /** A comment's file: always a download, never rendered (the name and bytes are the uploader's). */
  download: defineEndpoint({
    method: 'POST',
    path: '/resolutioncenter/api/v4/download/',
    summary: "Download a comment's file",
    query: workspaceQuery,
    body: commentFileDownloadRequest,
    response: fileAnswer,
    tags,
  }),
};
