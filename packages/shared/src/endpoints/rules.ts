import { z } from 'zod';
import { ruleCreateSchema, ruleUpdateSchema } from '../rules/rule.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  alertsPerDay,
  historyEntry,
  objectsFlagged,
  policyIdParams,
  policyRuleListQuery,
  ruleDto,
  ruleListQuery,
  ruleParams,
  ruleRevertRequest,
} from '../schemas/policies.ts';
import { defineEndpoint, fileAnswer, handlerJson } from './define.ts';

const tags = ['policies'];
const OF_POLICY = '/risk/api/v4/policies/:id/classifiers/';
const ONE = `${OF_POLICY}:ruleId/`;

/**
 * Rules (classifiers) of a policy and across policies, their history and analytics. Bodies are validated by the
 * handler against the policy's builder (which templates it offers), after the policy is found.
 */
export const ruleEndpoints = {
  /** Rules across the workspace's policies. */
  listAll: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/classifiers/',
    query: ruleListQuery,
    response: paged(ruleDto),
    tags,
  }),
  /** The rules download (CSV) with the list's filters. */
  download: defineEndpoint({
    method: 'GET',
    path: '/risk/api/v4/policies/download-rules/',
    query: ruleListQuery,
    response: fileAnswer,
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: OF_POLICY,
    params: policyIdParams,
    query: policyRuleListQuery,
    response: paged(ruleDto),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: OF_POLICY,
    params: policyIdParams,
    query: workspaceQuery,
    body: handlerJson(ruleCreateSchema),
    response: ruleDto,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    params: ruleParams,
    query: workspaceQuery,
    response: ruleDto,
    tags,
  }),
  /** A saved edit is a new version of the rule. */
  update: defineEndpoint({
    method: 'PUT',
    path: ONE,
    params: ruleParams,
    query: workspaceQuery,
    body: handlerJson(ruleUpdateSchema),
    response: ruleDto,
    tags,
  }),
  /** Restore an earlier version (a history entry's classifier_version.id). */
  revert: defineEndpoint({
    method: 'PUT',
    path: `${ONE}revert/`,
    params: ruleParams,
    query: workspaceQuery,
    body: ruleRevertRequest,
    response: ruleDto,
    tags,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${ONE}history/`,
    params: ruleParams,
    query: workspaceQuery,
    response: z.array(historyEntry),
    tags,
  }),
  objectsFlagged: defineEndpoint({
    method: 'GET',
    path: `${ONE}crypto-objects-flagged/`,
    params: ruleParams,
    query: workspaceQuery,
    response: objectsFlagged,
    tags,
  }),
  alertsOverTime: defineEndpoint({
    method: 'GET',
    path: `${ONE}alerts-triggered-over-time/`,
    params: ruleParams,
    query: workspaceQuery,
    response: alertsPerDay,
    tags,
  }),
};
