import { z } from 'zod';
import { addressExportQuery, addressListQuery, entityNameList } from '../schemas/address-activity.ts';
import { alertBulkUpdateAnswer, openAlertsUpdateBody } from '../schemas/alert-workflow.ts';
import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import {
  addressCustomTagsRequest,
  addressCustomTagsResponse,
  customTagIdParams,
} from '../schemas/custom-lists.ts';
import { downloadQueued, exportFormatQuery } from '../schemas/downloads.ts';
import { entityAuditPage, entityAuditQuery } from '../schemas/entity-audit.ts';
import {
  addressDetail,
  addressSummary,
  attributionTimestamp,
  counterpartySummaryRow,
  exposureExplanation,
  exposureExplanationQuery,
  extraDataQuery,
  investigationTree,
  mainBalance,
  screenAddressRequest,
} from '../schemas/screening.ts';
import { defineEndpoint, noContent } from './define.ts';

const tags = ['addresses'];
const BASE = '/risk/api/v4/addresses/';
const ONE = `${BASE}:id/`;
const params = recordIdParams;

const counterparties = <const D extends 'incoming' | 'outgoing'>(direction: D) =>
  defineEndpoint({
    method: 'GET',
    path: `${ONE}tag-aggregated-${direction}-values/`,
    summary: `Sum a screened address's ${direction} value per counterparty entity`,
    params,
    query: workspaceQuery,
    response: z.array(counterpartySummaryRow),
    tags,
  });

/** Screening an address, the workspace's list of screened addresses, and what a screening found. */
export const addressEndpoints = {
  screen: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Screen an address',
    query: extraDataQuery,
    body: screenAddressRequest,
    response: addressDetail,
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "List the workspace's screened addresses",
    query: addressListQuery,
    response: paged(addressSummary),
    tags,
  }),
  /** The selection (ids), or every row the filters match (at most 10,000), queued into the Download manager. */
  export: defineEndpoint({
    method: 'GET',
    path: `${BASE}export/`,
    summary: 'Queue an export of screened addresses (CSV or XLSX)',
    query: addressExportQuery.extend(exportFormatQuery.shape),
    response: downloadQueued,
    tags,
  }),
  /** Update Open Alerts: the open alerts of the selection (ids), or of every row the filters match, change stage. */
  updateOpenAlerts: defineEndpoint({
    method: 'PUT',
    path: `${BASE}update-alerts/`,
    summary: 'Move the open alerts of screened addresses to a workflow stage',
    query: addressExportQuery,
    body: openAlertsUpdateBody,
    response: alertBulkUpdateAnswer,
    tags,
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
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Get a screened address',
    params,
    query: extraDataQuery,
    response: addressDetail,
    tags,
  }),
  /** The address leaves the workspace's lists. */
  archive: defineEndpoint({
    method: 'DELETE',
    path: ONE,
    summary: "Archive a screened address (remove it from the workspace's lists)",
    params,
    query: workspaceQuery,
    response: noContent,
    tags,
  }),
  counterparties: { incoming: counterparties('incoming'), outgoing: counterparties('outgoing') },
  investigationTree: defineEndpoint({
    method: 'GET',
    path: `${ONE}investigation-tree/`,
    summary: "Trace a screened address's investigation tree",
    params,
    query: workspaceQuery,
    response: investigationTree,
    tags,
  }),
  mainBalance: defineEndpoint({
    method: 'GET',
    path: `${ONE}main-balance/`,
    summary: "Get a screened address's main balance",
    params,
    query: workspaceQuery,
    response: mainBalance,
    tags,
  }),
  attributionTimestamp: defineEndpoint({
    method: 'GET',
    path: `${ONE}attribution-timestamp/`,
    summary: "Get when a screened address's attribution was last updated",
    params,
    query: workspaceQuery,
    response: attributionTimestamp,
    tags,
  }),
  /** "Why": the paths behind each exposure figure, optionally for one direction, entity or type. */
  exposureExplanation: defineEndpoint({
    method: 'GET',
    path: `${ONE}exposure-explanation/`,
    summary: "Explain a screened address's exposure figures",
    params,
    query: exposureExplanationQuery,
    response: z.array(exposureExplanation),
    tags,
  }),
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
  /** What happened to the screened address in this workspace, newest first. */
  auditLogs: defineEndpoint({
    method: 'GET',
    path: `${ONE}audit-logs/`,
    summary: "List a screened address's audit log",
    params,
    query: entityAuditQuery,
    response: entityAuditPage,
    tags: ['audit logs'],
  }),
};
