import {
  alertsPerDay,
  historyEntry,
  mostTriggeredRule,
  objectsFlagged as objectsFlaggedSchema,
  paged,
  policyCreateSchema,
  policyIdParams,
  policyListQuery,
  policySchema,
  policyUpdateSchema,
  workspaceQuery,
} from '@riskscreen/shared';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../lib/module.ts';
import { requireCaller, requireScope } from '../../plugins/auth.ts';
import { inactivateAlerts } from '../alert-records/index.ts';
import { policyHistory } from './history.repo.ts';
import { parseBody } from './parse-body.ts';
import { requireBehaviourRules, workspacePlanFlags } from './plan-guard.ts';
import { findPolicy, insertPolicy, listPolicies, updatePolicy } from './policies.repo.ts';
import { alertsTriggeredOverTime, mostTriggeredRules, objectsFlagged } from './policy-stats.repo.ts';
import { presentPolicy } from './present-policy.ts';
import { requestTimeZone } from './request-time-zone.ts';

const tags = ['policies'];
const BASE = '/risk/api/v4/policies';
const anyBody = z.record(z.string(), z.unknown());

/** Risk policies (spec part 3 §7.3): list, create, read, edit (with history), and their charts. */
export const policyRoutes: RouteModule = (api, { db }) => {
  const load = async (workspaceId: number, id: number) => {
    const policy = await findPolicy(db, workspaceId, id);
    if (!policy) throw notFound();
    return policy;
  };

  api.get(
    `${BASE}/`,
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: policyListQuery, response: { 200: paged(policySchema) } },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const { rows, count } = await listPolicies(db, workspaceId, request.query);
      return pageOf(request, rows.map(presentPolicy), count, request.query.offset, request.query.limit);
    },
  );

  api.post(
    `${BASE}/`,
    {
      config: { access: 'admin' },
      schema: { tags, querystring: workspaceQuery, body: anyBody, response: { 200: policySchema } },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const input = parseBody(policyCreateSchema, request.body);
      requireBehaviourRules(await workspacePlanFlags(db, workspaceId), input.category, input.is_enabled);
      const id = await db
        .transaction()
        .execute((trx) => insertPolicy(trx, workspaceId, input, requireCaller(request).userId));
      return presentPolicy(await load(workspaceId, id));
    },
  );

  api.get(
    `${BASE}/:id/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: policyIdParams, querystring: workspaceQuery, response: { 200: policySchema } },
    },
    async (request) => presentPolicy(await load(requireScope(request).workspaceId, request.params.id)),
  );

  api.put(
    `${BASE}/:id/`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: policyIdParams,
        querystring: workspaceQuery,
        body: anyBody,
        response: { 200: policySchema },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await load(workspaceId, request.params.id);
      const input = parseBody(policyUpdateSchema, request.body);
      const isEnabled = input.is_enabled ?? policy.is_enabled;
      if (isEnabled && !policy.is_enabled) {
        requireBehaviourRules(await workspacePlanFlags(db, workspaceId), policy.category, true);
      }
      await db.transaction().execute(async (trx) => {
        const changes = { name: input.name, description: input.description, is_enabled: isEnabled };
        await updatePolicy(trx, policy, changes, requireCaller(request).userId);
        if (policy.is_enabled && !isEnabled) {
          // Rules of a deactivated policy no longer run, and their active alerts become inactive.
          const rules = await trx
            .selectFrom('rules')
            .select('id')
            .where('workspace_id', '=', workspaceId)
            .where('policy_id', '=', policy.id)
            .execute();
          await inactivateAlerts(
            trx,
            workspaceId,
            rules.map((r) => r.id),
          );
        }
      });
      return presentPolicy(await load(workspaceId, policy.id));
    },
  );

  api.get(
    `${BASE}/:id/history/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: policyIdParams,
        querystring: workspaceQuery,
        response: { 200: z.array(historyEntry) },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await load(workspaceId, request.params.id);
      return policyHistory(db, workspaceId, policy.id);
    },
  );

  api.get(
    `${BASE}/:id/crypto-objects-flagged/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: policyIdParams,
        querystring: workspaceQuery,
        response: { 200: objectsFlaggedSchema },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await load(workspaceId, request.params.id);
      return objectsFlagged(db, { workspaceId, policyId: policy.id }, policy.type);
    },
  );

  api.get(
    `${BASE}/:id/most-triggered-rules/`,
    {
      config: { access: 'workspace' },
      schema: {
        tags,
        params: policyIdParams,
        querystring: workspaceQuery,
        response: { 200: z.array(mostTriggeredRule) },
      },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await load(workspaceId, request.params.id);
      return mostTriggeredRules(db, { workspaceId, policyId: policy.id });
    },
  );

  api.get(
    `${BASE}/:id/alerts-triggered-over-time/`,
    {
      config: { access: 'workspace' },
      schema: { tags, params: policyIdParams, querystring: workspaceQuery, response: { 200: alertsPerDay } },
    },
    async (request) => {
      const { workspaceId } = requireScope(request);
      const policy = await load(workspaceId, request.params.id);
      return alertsTriggeredOverTime(
        db,
        { workspaceId, policyId: policy.id },
        requestTimeZone(request.headers),
      );
    },
  );
};
