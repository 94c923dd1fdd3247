import { z } from 'zod';
import { policyCreateSchema, policySchema, policyUpdateSchema } from '../rules/policy.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  alertsPerDay,
  historyEntry,
  mostTriggeredRule,
  objectsFlagged,
  policyIdParams,
  policyListQuery,
} from '../schemas/policies.ts';
import { defineEndpoint, handlerJson } from './define.ts';

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
    query: policyListQuery,
    response: paged(policySchema),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    query: workspaceQuery,
    body: handlerJson(policyCreateSchema),
    response: policySchema,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    params,
    query: workspaceQuery,
    response: policySchema,
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: ONE,
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
    params,
    query: workspaceQuery,
    response: z.array(historyEntry),
    tags,
  }),
  objectsFlagged: defineEndpoint({
    method: 'GET',
    path: `${ONE}crypto-objects-flagged/`,
    params,
    query: workspaceQuery,
    response: objectsFlagged,
    tags,
  }),
  mostTriggeredRules: defineEndpoint({
    method: 'GET',
    path: `${ONE}most-triggered-rules/`,
    params,
    query: workspaceQuery,
    response: z.array(mostTriggeredRule),
    tags,
  }),
  alertsOverTime: defineEndpoint({
    method: 'GET',
    path: `${ONE}alerts-triggered-over-time/`,
    params,
    query: workspaceQuery,
    response: alertsPerDay,
    tags,
  }),
};
