import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import {
  integration,
  integrationListQuery,
  integrationLogQuery,
  integrationWrite,
  webhookLog,
  webhookTestRequest,
  webhookTestResult,
} from '../schemas/integrations.ts';
import { defineEndpoint } from './define.ts';

const tags = ['integrations'];

/** The workspace's integrations (spec part 3 §7.5): workspace settings, for admins. */
export const integrationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/integrations/',
    summary: "List the workspace's integrations",
    query: integrationListQuery,
    response: paged(integration),
    tags,
  }),
  /** Add the webhook: its signing key is generated when none is given. */
  create: defineEndpoint({
    method: 'POST',
    path: '/integrations/',
    summary: 'Add an integration',
    query: workspaceQuery,
    body: integrationWrite,
    response: integration,
    status: 201,
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/integrations/:id/',
    summary: 'Change or deactivate an integration',
    params: recordIdParams,
    query: workspaceQuery,
    body: integrationWrite,
    response: integration,
    tags,
  }),
  /** Every delivery attempt of the webhook, newest first, with the receiver's status. */
  webhookAuditTrail: defineEndpoint({
    method: 'GET',
    path: '/integrations/webhook-audit-trail/',
    summary: "List the webhook's delivery attempts",
    query: integrationLogQuery,
    response: paged(webhookLog),
    tags,
  }),
  /** A signed sample event to the endpoint: 200 when it answered 2xx, 400 otherwise. */
  webhookTest: defineEndpoint({
    method: 'POST',
    path: '/risk/api/v4/webhook-tests/',
    summary: 'Send a signed test event to a webhook endpoint',
    query: workspaceQuery,
    body: webhookTestRequest,
    response: webhookTestResult,
    tags,
  }),
};
