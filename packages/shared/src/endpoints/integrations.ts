import { z } from 'zod';
import { paged, recordIdParams, workspaceQuery } from '../schemas/common.ts';
import {
  custodyDetail,
  custodyEvent,
  custodyLog,
  integration,
  integrationCreate,
  integrationListQuery,
  integrationLogQuery,
  integrationWrite,
  slackAuthorizeUrl,
  slackAuthRedirect,
  webhookLog,
  webhookTestRequest,
  webhookTestResult,
} from '../schemas/integrations.ts';
import { defineEndpoint, handlerJson } from './define.ts';

/** The custody service's webhook path names its integration by slug (it sends no credentials of ours). */
const custodySlugParams = z.object({ slug: z.string().regex(/^[\w-]{1,40}$/, 'Not an integration.') });

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
  /** Add the webhook (its signing key is generated when none is given) or the custody service. */
  create: defineEndpoint({
    method: 'POST',
    path: '/integrations/',
    summary: 'Add an integration',
    query: workspaceQuery,
    body: integrationCreate,
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
  /** The chat service's authorisation URL, with a single-use state bound to the workspace and the admin. */
  slackAuthorizeUrl: defineEndpoint({
    method: 'GET',
    path: '/integrations/slack/authorize-url/',
    summary: "The chat service's authorisation URL (Add Integration)",
    query: workspaceQuery,
    response: slackAuthorizeUrl,
    tags,
  }),
  /** The code from the chat service's consent page, exchanged for the bot token: the integration is connected. */
  slackAuthRedirect: defineEndpoint({
    method: 'POST',
    path: '/integrations/slack-auth-redirect/',
    summary: "Exchange the chat service's authorisation code and connect it",
    query: workspaceQuery,
    body: slackAuthRedirect,
    response: integration,
    tags,
  }),
  /** Every message the chat service posted or tried to, newest first. */
  slackAuditTrail: defineEndpoint({
    method: 'GET',
    path: '/integrations/slack-audit-trail/',
    summary: "List the chat service's delivery attempts",
    query: integrationLogQuery,
    response: paged(webhookLog),
    tags,
  }),
  /** Every transaction event of the custody service, newest first, with what was done with it (limit 20). */
  custodyLogs: defineEndpoint({
    method: 'GET',
    path: '/integrations/fireblocks-audit-trail/',
    summary: "List the custody service's transaction events and what was done",
    query: integrationLogQuery,
    response: paged(custodyLog),
    tags,
  }),
  /**
   * The custody service's transaction events, signed by it (RSA-SHA512 of the body, base64, in
   * fireblocks-signature): recorded and screened after the answer.
   */
  custodyWebhook: defineEndpoint({
    method: 'POST',
    path: '/integrations/fireblocks/webhook/:slug/',
    summary: "Receive the custody service's signed transaction events",
    params: custodySlugParams,
    body: handlerJson(custodyEvent),
    response: custodyDetail,
    tags,
  }),
  /** Release a transaction the custody service froze: the custody API's unfreeze, then the frozen flag clears. */
  custodyUnfreeze: defineEndpoint({
    method: 'POST',
    path: '/integrations/fireblocks/unfreeze_transaction/:id/',
    summary: 'Unfreeze a transaction on the custody service',
    params: recordIdParams,
    query: workspaceQuery,
    response: custodyDetail,
    tags,
  }),
};
