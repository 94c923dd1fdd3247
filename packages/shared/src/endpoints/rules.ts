import { z } from 'zod';
import { ruleCreateSchema, ruleUpdateSchema } from '../rules/rule.ts';
import { paged, workspaceQuery } from '../schemas/common.ts';
import {
  historyEntry,
  policyIdParams,
  policyRuleListQuery,
  ruleDto,
  ruleListQuery,
  ruleParams,
  ruleRevertRequest,
} from '../schemas/policies.ts';
import { defineEndpoint, handlerJson } from './define.ts';
import { flagChartEndpoints } from './flag-charts.ts';
import { queuedExportEndpoint } from './queued-export.ts';

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
    summary: "List the rules across the workspace's policies",
    query: ruleListQuery,
    response: paged(ruleDto),
    tags,
  }),
  /** The rules download (CSV) with the list's filters. */
  download: queuedExportEndpoint({
    path: '/risk/api/v4/policies/download-rules/',
    summary: 'Queue a download of the rules with the list filters (CSV or XLSX)',
    filters: ruleListQuery,
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: OF_POLICY,
    summary: "List a policy's rules",
    params: policyIdParams,
    query: policyRuleListQuery,
    response: paged(ruleDto),
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: OF_POLICY,
    summary: 'Create a rule in a policy',
    params: policyIdParams,
    query: workspaceQuery,
    body: handlerJson(ruleCreateSchema),
    response: ruleDto,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'Get a rule',
    params: ruleParams,
    query: workspaceQuery,
    response: ruleDto,
    tags,
  }),
  /** A saved edit is a new version of the rule. */
  update: defineEndpoint({
    method: 'PUT',
    path: ONE,
    summary: 'Update a rule (as a new version)',
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
    summary: 'Restore an earlier version of a rule',
    params: ruleParams,
    query: workspaceQuery,
    body: ruleRevertRequest,
    response: ruleDto,
    tags,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${ONE}history/`,
    summary: "List a rule's versions",
    params: ruleParams,
    query: workspaceQuery,
    response: z.array(historyEntry),
    tags,
  }),
  ...flagChartEndpoints(ONE, ruleParams, 'a rule'),
};
