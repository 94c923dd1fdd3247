import {
  alertsPerDay,
  historyEntry,
  objectsFlagged as objectsFlaggedSchema,
  paged,
  policyIdParams,
  policyRuleListQuery,
  ruleDto,
  ruleListQuery,
  ruleParams,
  ruleRevertRequest,
  workspaceQuery,
} from '@riskscreen/shared';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { customTagNames } from './custom-tag-names.repo.ts';
import { ruleHistory } from './history.repo.ts';
import { findPolicy } from './policies.repo.ts';
import { alertsTriggeredOverTime, objectsFlagged } from './policy-stats.repo.ts';
import { presentRule } from './present-rule.ts';
import { requestTimeZone } from './request-time-zone.ts';
import { createRule, editRule, revertRule } from './rule-writes.ts';
import { findRule, listRules, type RuleRow } from './rules.repo.ts';
import { rulesCsv } from './rules-csv.ts';

const tags = ['policies'];
const BASE = '/risk/api/v4/policies/:id/classifiers';
const anyBody = z.record(z.string(), z.unknown());

/** Rules (classifiers) of a policy and across policies (spec part 3 §7.3), their history and analytics. */
export const ruleRoutes: RouteModule = (api, { db }) => {
  const loadPolicy = async (workspaceId: number, id: number) => {
    const policy = await findPolicy(db, workspaceId, id);
    if (!policy) throw notFound();
    return policy;
  };
  const loadRule = async (workspaceId: number, policyId: number, uuid: string) => {
    const rule = await findRule(db, workspaceId, policyId, uuid);
    if (!rule) throw notFound();
    return rule;
  };
  const present = async (workspaceId: number, rows: RuleRow[]) => {
    const names = await customTagNames(db, workspaceId, rows);
    return rows.map((row) => presentRule(row, names));
  };
  const presentOne = async (rule: RuleRow) =>
    presentRule(rule, await customTagNames(db, rule.workspace_id, [rule]));

  api.get(
    '/risk/api/v4/classifiers/',
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: ruleListQuery, response: { 200: paged(ruleDto) } },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const { rows, count } = await listRules(db, workspaceId, request.query);
      const rules = await present(workspaceId, rows);
      return pageOf(request, rules, count, request.query.offset, request.query.limit);
    },
  );

  api.get(
    '/risk/api/v4/policies/download-rules/',
    { config: { access: 'workspace' }, schema: { tags, querystring: ruleListQuery } },
    async (request, reply) => {
      const query = { ...request.query, offset: 0, limit: 10_000 };
      const { workspaceId } = requireScope(request);
      const { rows } = await listRules(db, workspaceId, query);
      const names = await customTagNames(db, workspaceId, rows);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rules.csv"')
        .send(rulesCsv(rows, names));
    },
  );

  api.get(
    `${BASE}/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: policyIdParams,
        querystring: policyRuleListQuery,
        response: { 200: paged(ruleDto) },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await loadPolicy(workspaceId, request.params.id);
      const { rows, count } = await listRules(db, workspaceId, request.query, policy.id);
      const rules = await present(workspaceId, rows);
      return pageOf(request, rules, count, request.query.offset, request.query.limit);
    },
  );

  api.post(
    `${BASE}/`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: policyIdParams,
        querystring: workspaceQuery,
        body: anyBody,
        response: { 200: ruleDto },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await loadPolicy(workspaceId, request.params.id);
      const uuid = await createRule(db, policy, request.body, requireCaller(request).userId);
      return presentOne(await loadRule(workspaceId, policy.id, uuid));
    },
  );

  api.get(
    `${BASE}/:ruleId/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: ruleParams, querystring: workspaceQuery, response: { 200: ruleDto } },
    },
    async (request) =>
      presentOne(await loadRule(requireScope(request).workspaceId, request.params.id, request.params.ruleId)),
  );

  api.put(
    `${BASE}/:ruleId/`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: ruleParams,
        querystring: workspaceQuery,
        body: anyBody,
        response: { 200: ruleDto },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await loadPolicy(workspaceId, request.params.id);
      const rule = await loadRule(workspaceId, policy.id, request.params.ruleId);
      await editRule(db, policy, rule, request.body, requireCaller(request).userId);
      return presentOne(await loadRule(workspaceId, policy.id, rule.uuid));
    },
  );

  api.put(
    `${BASE}/:ruleId/revert/`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: ruleParams,
        querystring: workspaceQuery,
        body: ruleRevertRequest,
        response: { 200: ruleDto },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await loadPolicy(workspaceId, request.params.id);
      const rule = await loadRule(workspaceId, policy.id, request.params.ruleId);
      await revertRule(db, policy, rule, request.body.version_id, requireCaller(request).userId);
      return presentOne(await loadRule(workspaceId, policy.id, rule.uuid));
    },
  );

  api.get(
    `${BASE}/:ruleId/history/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: ruleParams,
        querystring: workspaceQuery,
        response: { 200: z.array(historyEntry) },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const rule = await loadRule(workspaceId, request.params.id, request.params.ruleId);
      return ruleHistory(db, workspaceId, rule.policy_id, rule.id);
    },
  );

  api.get(
    `${BASE}/:ruleId/crypto-objects-flagged/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: ruleParams,
        querystring: workspaceQuery,
        response: { 200: objectsFlaggedSchema },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const rule = await loadRule(workspaceId, request.params.id, request.params.ruleId);
      return objectsFlagged(db, { workspaceId, policyId: rule.policy_id, ruleId: rule.id }, rule.policy_type);
    },
  );

  api.get(
    `${BASE}/:ruleId/alerts-triggered-over-time/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: ruleParams, querystring: workspaceQuery, response: { 200: alertsPerDay } },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const rule = await loadRule(workspaceId, request.params.id, request.params.ruleId);
      return alertsTriggeredOverTime(
        db,
        { workspaceId, policyId: rule.policy_id, ruleId: rule.id },
        requestTimeZone(request.headers),
      );
    },
  );
};
