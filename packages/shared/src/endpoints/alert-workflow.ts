import {
  alertAuditTrailPage,
  alertAuditTrailQuery,
  alertBulkUpdateAnswer,
  alertBulkUpdateBody,
  alertBulkUpdateQuery,
  alertDetail,
  alertItemDto,
  alertItemParams,
  alertItemsPage,
  alertItemsQuery,
  alertItemUpdateBody,
  alertMonitoringAnswer,
  alertMonitoringBody,
  alertParams,
  alertUpdateAnswer,
  alertUpdateBody,
  objectAlertParams,
} from '../schemas/alert-workflow.ts';
import { workspaceQuery } from '../schemas/common.ts';
import { defineEndpoint } from './define.ts';

const tags = ['alerts'];

/** Working an alert (spec part 3 §4.1, §7.1): its detail, stage and assignee, items, muting and audit trail. */
export const alertWorkflowEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/:type/:id/alerts/:alertId/',
    summary: 'Get an alert',
    params: objectAlertParams,
    query: workspaceQuery,
    response: alertDetail,
    tags,
  }),
  /** Move the alert to a next stage and/or (un)assign it, with a comment. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/resolutioncenter/api/v4/:type/:id/alerts/:alertId/',
    summary: 'Move an alert to a next stage or assign it',
    params: objectAlertParams,
    query: workspaceQuery,
    body: alertUpdateBody,
    response: alertUpdateAnswer,
    tags,
  }),
  /** The same for the alerts of ids, or for every alert the list's filters match; each alert is checked alone. */
  bulkUpdate: defineEndpoint({
    method: 'PUT',
    path: '/resolutioncenter/api/v4/alerts/update-alerts/',
    summary: 'Move or assign several alerts at once',
    query: alertBulkUpdateQuery,
    body: alertBulkUpdateBody,
    response: alertBulkUpdateAnswer,
    tags,
  }),
  items: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/alerts/:alertId/items/',
    summary: "List an alert's items",
    params: alertParams,
    query: alertItemsQuery,
    response: alertItemsPage,
    tags,
  }),
  updateItem: defineEndpoint({
    method: 'PUT',
    path: '/resolutioncenter/api/v4/alerts/:alertId/items/:itemId/',
    summary: "Update an alert's item",
    params: alertItemParams,
    query: workspaceQuery,
    body: alertItemUpdateBody,
    response: alertItemDto,
    tags,
  }),
  /** Mute the alert for some days (re-screenings add no items) or unmute it. */
  monitoring: defineEndpoint({
    method: 'PUT',
    path: '/resolutioncenter/api/v4/alerts/:alertId/monitoring/',
    summary: 'Mute or unmute an alert',
    params: alertParams,
    query: workspaceQuery,
    body: alertMonitoringBody,
    response: alertMonitoringAnswer,
    tags,
  }),
  /** What happened to the alert, newest first. */
  auditTrail: defineEndpoint({
    method: 'GET',
    path: '/resolutioncenter/api/v4/alerts/:alertId/audit-trail/',
    summary: "List an alert's audit trail",
    params: alertParams,
    query: alertAuditTrailQuery,
    response: alertAuditTrailPage,
    tags,
  }),
};
