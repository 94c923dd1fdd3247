import { z } from 'zod';
import { policyCreateSchema, policySchema, policyUpdateSchema } from '../rules/policy.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import { historyEntry, mostTriggeredRule, policyIdParams, policyListQuery } from '../schemas/policies.ts';
import { defineEndpoint, handlerJson } from './define.ts';
import { flagChartEndpoints } from './flag-charts.ts';

const tags = ['policies'];
const BASE = '/risk/api/v4/policies/';
const ONE = `${BASE}:id/`;
const params = policyIdParams;

/**
 * Risk policies: list, create, read, edit (with history), and their charts. Bodies are validated by the handler
 * (the rule builder's schemas, in its own words), after the policy is found.
 */
export const policyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: "List the workspace's policies",
    query: policyListQuery,
    response: paged(policySchema),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a policy',
    query: workspaceQuery,
    body: handlerJson(policyCreateSchema),
    response: policySchema,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Get a policy',
    params,
    query: workspaceQuery,
    response: policySchema,
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: ONE,
    summary: 'Update a policy',
    params,
    query: workspaceQuery,
    body: handlerJson(policyUpdateSchema),
    response: policySchema,
    tags,
  }),
  /** The policy's and its rules' versions. */
  history: defineEndpoint({
    method: 'GET',
    path: `${ONE}history/`,
    summary: "List a policy's and its rules' versions",
    params,
    query: workspaceQuery,
    response: z.array(historyEntry),
    tags,
  }),
  mostTriggeredRules: defineEndpoint({
    method: 'GET',
    path: `${ONE}most-triggered-rules/`,
    summary: "List a policy's most triggered rules",
    params,
    query: workspaceQuery,
    response: z.array(mostTriggeredRule),
    tags,
  }),
  ...flagChartEndpoints(ONE, params, 'a policy'),
};
