import { paged } from '../schemas/common.ts';
import {
  downloadByKeyBody,
  downloadFileQuery,
  downloadIdParams,
  downloadItem,
  downloadLink,
  downloadListQuery,
} from '../schemas/downloads.ts';
import { defineEndpoint, fileAnswer } from './define.ts';

const tags = ['downloads'];

/** The Download Manager: the workspace's queued exports and a signed link to each finished file. */
export const downloadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/utils/downloaded-assets',
    summary: "List the workspace's requested exports",
    query: downloadListQuery,
    response: paged(downloadItem),
    tags,
  }),
  getLink: defineEndpoint({
    method: 'GET',
    path: '/utils/downloaded-assets/:id/get-link/',
    summary: 'Get a signed link to a finished export',
    params: downloadIdParams,
    response: downloadLink,
    tags,
  }),
  /**
   * The file behind a signed link, for the member the link was made for only: the link is not a bearer link, the
   * request carries that member's bearer token or API key as well.
   */
  file: defineEndpoint({
    method: 'GET',
    path: '/utils/downloaded-assets/file/',
    summary: 'Download an exported file through its signed link',
    description:
      'The token of a get-link answer, sent with the credentials (bearer token or X-API-Key) of the user who got the ' +
      'link: 401 without them, 403 when the link is tampered with or was made for another user, 410 when it has ' +
      'expired, 404 when the export is gone or its requester is no longer a member of the workspace.',
    query: downloadFileQuery,
    response: fileAnswer,
    tags,
  }),
  /**
   * The spec's `POST /download` (under the API's /utils/ prefix, so that `/download` stays the web page the e-mails
   * link to): the file of a download by its key, for the member who requested it.
   */
  byKey: defineEndpoint({
    method: 'POST',
    path: '/utils/download/',
    summary: 'Download an exported file by the key of its e-mail link',
    description:
      'The key of a `/download?key=…` link (the download id), sent with the credentials of the user who requested ' +
      "the export: 401 without them, 403 when the export is another user's, 410 when it has expired, 404 when the " +
      'key is unknown or its requester is no longer a member of the workspace, 409 while it is not finished.',
    body: downloadByKeyBody,
    response: fileAnswer,
    tags,
  }),
};
